import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type CommitteeErrorCode, committeeError } from "../common/committee-errors";
import { addAccount } from "../server/committee/accounts";
import { hashPassword } from "../server/committee/passwords";
import { buildTestApp, type TestAppOptions } from "./build-app";

export const adminPassword = "kata-sandi-panitia-1";
export const viewerPassword = "kata-sandi-pengamat-1";
export const editorPassword = "kata-sandi-penyunting-1";

/** One account of each role, by role. */
const accounts = {
  admin: { username: "ketua", password: adminPassword },
  viewer: { username: "pengamat", password: viewerPassword },
  editor: { username: "penyunting", password: editorPassword },
};

/**
 * Each password's scrypt hash, made once per test process: a real stored hash (a sign-in still
 * checks it at the shipped cost), without 300 ms of hashing in every test that adds accounts.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  const known = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, known);
  return known;
};

/** An admin `ketua`, a viewer `pengamat` and an editor `penyunting`, as `npm run accounts` would create them. */
export async function addCommitteeAccounts(app: FastifyInstance): Promise<void> {
  for (const [role, { username, password }] of Object.entries(accounts)) {
    const problem = await addAccount(app.database, { username, role, password }, "test", hashOnce);
    if (problem) throw new Error(problem);
  }
}

export type CommitteeClient = {
  csrfToken: string;
  cookie: string;
  /** A request with the session cookie and, unless told otherwise, the CSRF token. */
  request(options: InjectOptions & { withoutToken?: boolean }): Promise<LightMyRequestResponse>;
};

export async function signIn(
  app: FastifyInstance,
  username = "ketua",
  password = adminPassword,
): Promise<CommitteeClient> {
  const response = await app.inject({
    method: "POST",
    url: "/api/panitia/session",
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const sessionCookie = response.cookies.find((cookie) => cookie.name === "fb8_panitia");
  if (!sessionCookie) throw new Error("no session cookie");
  const cookie = `fb8_panitia=${sessionCookie.value}`;
  const { csrfToken } = response.json();
  return {
    csrfToken,
    cookie,
    request: async ({ withoutToken, headers, ...options }) =>
      await app.inject({
        ...options,
        headers: {
          cookie,
          ...(withoutToken ? {} : { "x-csrf-token": csrfToken }),
          ...headers,
        },
      }),
  };
}

/** Signs in the account `addCommitteeAccounts` made for `role`. */
export const signInAs = (app: FastifyInstance, role: keyof typeof accounts) =>
  signIn(app, accounts[role].username, accounts[role].password);

export const castVote = (
  app: FastifyInstance,
  email: string,
  path = "/api/votes/domestic/rendang",
) => app.inject({ method: "POST", url: path, payload: { email } });

/**
 * Closes both categories now, as "Tutup sekarang" does: results can only be announced once
 * no category takes votes (409 voting_still_open).
 */
export async function closeVoting(admin: CommitteeClient): Promise<void> {
  for (const category of ["domestic", "international"]) {
    const closed = await admin.request({
      method: "PUT",
      url: `/api/panitia/window/${category}`,
      payload: { opensAt: null, closesAt: new Date().toISOString() },
    });
    if (closed.statusCode !== 200) throw new Error(`closing ${category} failed: ${closed.body}`);
  }
}

/**
 * "Buka festival berikutnya" for 2023 (FB9), as the admin does once the vote is over: voting
 * closed first, then the next festival opened; throws when the server refuses.
 */
export async function openNextFestival(admin: CommitteeClient, reason = "Festival Budaya 9") {
  await closeVoting(admin);
  const opened = await admin.request({
    method: "POST",
    url: "/api/panitia/editions",
    payload: { year: 2023, name: "FB9", reason, archives: await currentEditionId(admin) },
  });
  if (opened.statusCode !== 201) throw new Error(`opening FB9 failed: ${opened.body}`);
}

/** The id of the edition the console lists as current: what opening the next one names. */
export async function currentEditionId(admin: CommitteeClient): Promise<number> {
  const listed = await admin.request({ url: "/api/panitia/editions" });
  const current = listed
    .json()
    .editions.find((edition: { status: string }) => edition.status === "current");
  if (!current) throw new Error(`no current edition: ${listed.body}`);
  return current.id;
}

/** A test app with the two committee accounts, and the admin signed in. */
export async function startWithCommittee(options: TestAppOptions = {}) {
  const test = await buildTestApp(options);
  await addCommitteeAccounts(test.app);
  return { ...test, admin: await signIn(test.app) };
}

/** A committee route's refusal: its status, and the body every refusal of that code carries. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: CommitteeErrorCode,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(committeeError(code));
}
