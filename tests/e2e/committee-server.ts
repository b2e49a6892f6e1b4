import type { Page } from "@playwright/test";
import {
  type CommitteeAccount,
  type ServerWithAdmin,
  startServerWithAdmin,
} from "../../scripts/support/committee-server";
import { test } from "./fixtures";

export type CommitteeServer = ServerWithAdmin;

/**
 * A server of the test's own, on a fresh database with an admin account made by the real
 * `npm run accounts` command. The committee's settings are global, so tests that close
 * voting or publish results never run on the shared server the other browser tests vote on.
 * `portOffset` keeps files that run at once apart (E2E_PORT + offset); `env` adds to the
 * server's environment (an SMTP server for confirmation by e-mail, for instance); `accounts`
 * are made beside the admin (an editor and a viewer for the content editor's journeys).
 */
export function startCommitteeServer(
  portOffset: number,
  env: Record<string, string> = {},
  accounts: CommitteeAccount[] = [],
): Promise<CommitteeServer> {
  const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
  // Called from a beforeAll: a server and `npm run accounts` each start through tsx, which on
  // CI's loaded two cores once took the whole 60 s of the hook. Starting is not what the
  // journeys measure; a hook that asked for more keeps it.
  test.setTimeout(Math.max(test.info().timeout, 180_000));
  return startServerWithAdmin(
    { PORT: String(port), NODE_ENV: "production", ...env },
    { site: true, accounts },
  );
}

/**
 * One committee server for a file whose tests run one after another (they change the
 * committee's settings): started before the first test, stopped after the last. Its fields
 * are read in the tests, once it has started.
 */
export function committeeServerForFile(
  portOffset: number,
  env: Record<string, string> = {},
  accounts: CommitteeAccount[] = [],
): CommitteeServer {
  let started: CommitteeServer | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    started = await startCommitteeServer(portOffset, env, accounts);
  });
  test.afterAll(async () => {
    await started?.server.stop();
  });
  const current = () => {
    if (!started) throw new Error("the committee server is read before beforeAll started it");
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get account() {
      return current().account;
    },
    get dataDir() {
      return current().dataDir;
    },
    committee: (method, path, body) => current().committee(method, path, body),
  };
}

/** Signs `account` in on the console's form at `url` (a console path of the server's). */
export async function signInToConsole(
  page: Page,
  url: string,
  account: { username: string; password: string },
) {
  await page.goto(url);
  await page.getByLabel("Nama pengguna").fill(account.username);
  await page.getByLabel("Kata sandi").fill(account.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}
