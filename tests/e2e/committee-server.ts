import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServerProcess } from "../../scripts/support/server-process";

export type CommitteeServer = {
  server: ServerProcess;
  account: { username: string; password: string };
  /** A call to the committee's API as the signed-in admin (cookie, Origin and CSRF token). */
  committee(method: string, path: string, body?: unknown): Promise<Response>;
};

/**
 * A server of the test's own, on a fresh database with an admin account made by the real
 * `npm run accounts` command. The committee's settings are global, so tests that close
 * voting or publish results never run on the shared server the other browser tests vote on.
 * `portOffset` keeps files that run at once apart (E2E_PORT + offset); `env` adds to the
 * server's environment (an SMTP server for confirmation by e-mail, for instance).
 */
export async function startCommitteeServer(
  portOffset: number,
  env: Record<string, string> = {},
): Promise<CommitteeServer> {
  const account = { username: "panitia-uji", password: "kata-sandi-uji-yang-panjang" };
  const dataDir = mkdtempSync(join(tmpdir(), "fb8-committee-e2e-"));
  const added = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/accounts.ts", "add", account.username, "--role", "admin"],
    {
      input: `${account.password}\n`,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    },
  );
  if (added.status !== 0) throw new Error(`accounts add failed:\n${added.stderr}`);
  const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
  const server = await startServerProcess(
    { DATA_DIR: dataDir, PORT: String(port), NODE_ENV: "production", ...env },
    { site: true },
  );
  const signIn = await fetch(`${server.url}/api/panitia/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const { csrfToken } = await signIn.json();
  return {
    server,
    account,
    committee: (method, path, body = {}) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          origin: server.url,
          cookie,
          "x-csrf-token": csrfToken,
        },
        body: method === "GET" ? undefined : JSON.stringify(body),
      }),
  };
}
