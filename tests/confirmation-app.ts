import { expect, onTestFinished } from "vitest";
import { apiPaths } from "../common/paths";
import { startSmtpServer } from "../scripts/support/smtp-server";
import type { TestAppOptions } from "./build-app";
import { startWithCommittee } from "./committee";

/**
 * A test app that mails through a real SMTP server in this process, with the committee's
 * confirmation by e-mail turned on, and the calls its tests make.
 */
export async function startWithConfirmation(options: Omit<TestAppOptions, "smtpUrl"> = {}) {
  const smtp = await startSmtpServer();
  onTestFinished(() => smtp.close());
  const test = await startWithCommittee({ ...options, smtpUrl: smtp.url });
  const on = await test.admin.request({
    method: "PUT",
    url: "/api/panitia/defences/settings",
    payload: { confirmationRequired: true },
  });
  expect(on.json().confirmation).toEqual({ available: true, required: true });
  const statusOf = async (email: string) =>
    (
      await test.app.database.db
        .selectFrom("votes")
        .select("status")
        .where("email", "=", email)
        .executeTakeFirst()
    )?.status;
  const count = async (path = apiPaths.votes("domestic", "rendang")) =>
    (await test.app.inject(path)).json().votes;
  const confirm = (id: string, code: string) =>
    test.app.inject({ method: "POST", url: apiPaths.confirmation(id), payload: { code } });
  const resend = (id: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "POST",
      url: apiPaths.confirmationResend(id),
      headers,
      payload: {},
    });
  return { ...test, smtp, statusOf, count, confirm, resend };
}
