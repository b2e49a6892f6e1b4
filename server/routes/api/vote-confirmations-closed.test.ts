import { describe, expect, it } from "vitest";
import { apiError } from "../../../common/api-errors";
import { apiPaths, committeeApiPaths } from "../../../common/paths";
import { storageKinds } from "../../../scripts/support/databases";
import { readCode, readLink } from "../../../scripts/support/smtp-server";
import { castVote, closeVoting } from "../../../tests/committee";
import { startWithConfirmation } from "../../../tests/confirmation-app";

/**
 * A vote cast while its category was open, still waiting for its code when the committee
 * closes the category or publishes the results: it must never count after that, or the
 * ranking the committee published would move.
 */
describe.each(storageKinds)("confirmation once voting is over, on $kind", ({ kind, enabled }) => {
  /** Two pending votes for rendang: one to confirm by code, one by link. */
  const startWithPendingVotes = async () => {
    const test = await startWithConfirmation({ storage: kind });
    const byCode = (await castVote(test.app, "kode@gmail.com")).json().confirmation;
    const code = readCode(await test.smtp.nextMessage());
    await castVote(test.app, "tautan@gmail.com");
    const token = new URL(readLink(await test.smtp.nextMessage())).searchParams.get("t") ?? "";
    const confirmByLink = () =>
      test.app.inject({ method: "POST", url: apiPaths.confirmationByLink, payload: { token } });
    const rendang = async () => {
      const results = (await test.admin.request({ url: committeeApiPaths.results })).json();
      const domestic = results.categories.find(
        (category: { category: string }) => category.category === "domestic",
      );
      return domestic.dishes.find((dish: { food: string }) => dish.food === "rendang");
    };
    return { ...test, byCode, code, confirmByLink, rendang };
  };

  it.skipIf(!enabled)(
    "refuses the code and the link once the category is closed, and counts nothing",
    async () => {
      const { admin, byCode, code, confirm, confirmByLink, rendang, statusOf } =
        await startWithPendingVotes();
      const closed = await admin.request({
        method: "PUT",
        url: committeeApiPaths.window("domestic"),
        payload: { opensAt: null, closesAt: new Date(Date.now() - 1_000).toISOString() },
      });
      expect(closed.statusCode).toBe(200);

      const byCodeAnswer = await confirm(byCode.id, code);
      expect(byCodeAnswer.statusCode).toBe(403);
      expect(byCodeAnswer.json()).toEqual(apiError("voting_closed"));
      const byLinkAnswer = await confirmByLink();
      expect(byLinkAnswer.statusCode).toBe(403);
      expect(byLinkAnswer.json()).toEqual(apiError("voting_closed"));
      expect(await statusOf("kode@gmail.com")).toBe("pending");
      expect(await statusOf("tautan@gmail.com")).toBe("pending");
      expect(await rendang()).toMatchObject({ votes: 0, pending: 2 });

      // Opened again, the same code still confirms: nothing was spent by the refusals.
      await admin.request({
        method: "PUT",
        url: committeeApiPaths.window("domestic"),
        payload: { opensAt: null, closesAt: null },
      });
      expect((await confirm(byCode.id, code)).statusCode).toBe(201);
    },
  );

  it.skipIf(!enabled)(
    "refuses the code and the link once the results are published, even with a window reopened",
    async () => {
      const { app, admin, byCode, code, confirm, confirmByLink, rendang } =
        await startWithPendingVotes();
      await closeVoting(admin);
      const published = await admin.request({
        method: "PUT",
        url: committeeApiPaths.settings,
        payload: { resultsPublished: true },
      });
      expect(published.statusCode).toBe(200);
      const ranking = async () => (await app.inject(apiPaths.publicResults)).json();
      const before = await ranking();
      expect(before.published).toBe(true);
      // The console refuses to reopen the window over the announcement; were it open anyway
      // (set in the database), what was announced stays final.
      const reopened = await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt: null },
      });
      expect(reopened.json().error).toBe("results_published");
      await app.database.db.updateTable("voting_windows").set({ closes_at: null }).execute();

      const byCodeAnswer = await confirm(byCode.id, code);
      expect(byCodeAnswer.statusCode).toBe(403);
      expect(byCodeAnswer.json()).toEqual(apiError("voting_closed"));
      expect((await confirmByLink()).json()).toEqual(apiError("voting_closed"));
      expect(await ranking()).toEqual(before);
      expect(await rendang()).toMatchObject({ votes: 0, pending: 2 });
    },
  );

  it.skipIf(!enabled)(
    "refuses a resend once the category is closed: no mail, and the expiry stays",
    async () => {
      const { app, admin, smtp, byCode, resend } = await startWithPendingVotes();
      // A minute after the mail, when a resend would otherwise be allowed.
      const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
      await app.database.db
        .updateTable("vote_confirmations")
        .set({ sent_at: aMinuteAgo })
        .execute();
      const expiry = async () =>
        (
          await app.database.db
            .selectFrom("vote_confirmations")
            .select(["expires_at", "resends"])
            .where("id", "=", byCode.id)
            .executeTakeFirstOrThrow()
        ).expires_at;
      const before = await expiry();
      await admin.request({
        method: "PUT",
        url: committeeApiPaths.window("domestic"),
        payload: { opensAt: null, closesAt: new Date(Date.now() - 1_000).toISOString() },
      });
      const mailsBefore = smtp.messages.length;

      const refused = await resend(byCode.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(apiError("voting_closed"));
      expect(await expiry()).toBe(before);
      expect(smtp.messages).toHaveLength(mailsBefore);
    },
  );
});
