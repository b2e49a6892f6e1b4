import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServerProcess } from "./server-process";

export type CommitteeAccount = {
  username: string;
  password: string;
  role: "admin" | "editor" | "viewer";
};

export type ServerWithAccount = {
  server: ServerProcess;
  account: { username: string; password: string };
  dataDir: string;
  /** A call to the committee's API as the signed-in account (cookie, Origin and CSRF token). */
  committee(method: string, path: string, body?: unknown): Promise<Response>;
};
export type ServerWithAdmin = ServerWithAccount;

/**
 * The real server as its own process, on a fresh database unless `DATA_DIR` or
 * `DATABASE_URL` is given, with an admin account made by the real `npm run accounts`
 * command and signed in. `accounts` adds more, by the same command (an editor, a viewer).
 */
export function startServerWithAdmin(
  env: Record<string, string>,
  options: { site?: boolean; port?: number; accounts?: CommitteeAccount[] } = {},
): Promise<ServerWithAdmin> {
  return startServerWithAccount(env, { ...options, role: "admin" });
}

/** The same with an account of the given role (an editor publishes content, nothing else). */
export async function startServerWithAccount(
  env: Record<string, string>,
  options: {
    site?: boolean;
    port?: number;
    role: "admin" | "viewer" | "editor";
    accounts?: CommitteeAccount[];
    startTimeoutMs?: number;
  },
): Promise<ServerWithAccount> {
  const account = { username: "panitia-uji", password: "kata-sandi-uji-yang-panjang" };
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "fb8-server-"));
  const serverEnv = { ...env, DATA_DIR: dataDir };
  for (const { username, password, role } of [
    { ...account, role: options.role },
    ...(options.accounts ?? []),
  ]) {
    const added = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/accounts.ts", "add", username, "--role", role],
      { input: `${password}\n`, env: { ...process.env, ...serverEnv }, encoding: "utf8" },
    );
    if (added.status !== 0) throw new Error(`accounts add ${username} failed:\n${added.stderr}`);
  }
  const server = await startServerProcess(serverEnv, {
    site: options.site,
    port: options.port,
    startTimeoutMs: options.startTimeoutMs,
  });
  const { cookie, csrfToken } = await signInOverHttp(server.url, account);
  return {
    server,
    account,
    dataDir,
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

/** Signs a committee account in through the real API: its session cookie and CSRF token. */
export async function signInOverHttp(
  base: string,
  account: { username: string; password: string },
): Promise<{ cookie: string; csrfToken: string }> {
  const signIn = await fetch(`${base}/api/panitia/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const { csrfToken } = await signIn.json();
  return { cookie, csrfToken };
}
