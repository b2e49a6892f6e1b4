import {
  type CommitteeAccount,
  type ServerWithAdmin,
  startServerWithAdmin,
} from "../../scripts/support/committee-server";

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
  return startServerWithAdmin(
    { PORT: String(port), NODE_ENV: "production", ...env },
    { site: true, accounts },
  );
}
