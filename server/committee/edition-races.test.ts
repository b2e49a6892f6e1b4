import { afterAll, describe, expect, it } from "vitest";
import { signInOverHttp, startServerWithAdmin } from "../../scripts/support/committee-server";
import { freshPostgres, postgresUrl } from "../../scripts/support/databases";
import {
  postVote,
  type ServerProcess,
  startServerProcess,
} from "../../scripts/support/server-process";
import { startWithCommittee } from "../../tests/committee";

/**
 * Editions and announcements are serialised (docs/decisions/0038): announcing on one process
 * while the other opens the next edition, and two admins opening at once, each end in one
 * outcome a serial order explains, on SQLite (concurrent requests to one process) and on two
 * PostgreSQL processes. Every round's outcome is printed for the record.
 */
type Answer = { status: number; body: Record<string, unknown> };
/** A committee call through one of the two sides (0 and 1: one process each on PostgreSQL). */
type Call = (side: 0 | 1, method: string, path: string, body?: unknown) => Promise<Answer>;
type Vote = (email: string) => Promise<number>;

const rounds = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Edition = { id: number; year: number; status: string; resultsPublishedAt: string | null };

async function editions(call: Call): Promise<Edition[]> {
  return (await call(0, "GET", "/api/panitia/editions")).body.editions as Edition[];
}

async function current(call: Call): Promise<Edition> {
  const found = (await editions(call)).find((edition) => edition.status === "current");
  if (!found) throw new Error("no current edition");
  return found;
}

/** This edition's vote: one valid vote, then both categories closed, as before an announcement. */
async function voteThenClose(call: Call, vote: Vote, round: number) {
  const opened = await call(0, "PUT", "/api/panitia/window/domestic", {
    opensAt: null,
    closesAt: null,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  expect(await vote(`putaran-${round}@example.com`)).toBe(201);
  const now = new Date().toISOString();
  for (const category of ["domestic", "international"]) {
    const closed = await call(0, "PUT", `/api/panitia/window/${category}`, {
      opensAt: null,
      closesAt: now,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  }
}

/**
 * Announces on side 0 while side 1 opens the next edition. Either order is fine; what must
 * hold is the record: an announcement answered 200 is the year it was computed for (its one
 * vote), the new year is never announced by it, and a refused announcement names why.
 */
async function announceWhileOpening(
  call: Call,
  vote: Vote,
  publicResults: (year: number) => Promise<Answer>,
) {
  const outcomes: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await voteThenClose(call, vote, round);
    const before = await current(call);
    // Odd rounds give the opening a head start of a few milliseconds: both orders occur.
    const headStart = round % 2 === 1 ? round * 4 : 0;
    const announce = () => call(0, "PUT", "/api/panitia/settings", { resultsPublished: true });
    const [announced, opened] = await Promise.all([
      // Even rounds send the announcement first, with not even a microtask between.
      headStart === 0 ? announce() : sleep(headStart).then(announce),
      call(1, "POST", "/api/panitia/editions", {
        year: before.year + 1,
        name: `FB${before.year + 1 - 2014}`,
        reason: `putaran ${round}`,
        archives: before.id,
      }),
    ]);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const [oldYear, newYear] = await Promise.all([
      publicResults(before.year),
      publicResults(before.year + 1),
    ]);
    // The new year was opened with its voting unscheduled: nothing of it is announced.
    expect(newYear.body).toMatchObject({ error: "results_not_published" });
    if (announced.status === 200) {
      expect(oldYear.status).toBe(200);
      expect(oldYear.body.publishedAt).toBe(announced.body.resultsPublishedAt);
      const domestic = (oldYear.body.categories as { dishes: { votes: number }[] }[])[0];
      expect(domestic?.dishes.reduce((total, dish) => total + dish.votes, 0)).toBe(1);
      outcomes.push("diumumkan lalu dibuka");
    } else {
      expect(announced.status).toBe(409);
      expect(["edition_changed", "voting_never_scheduled"]).toContain(announced.body.error);
      expect(oldYear.body).toMatchObject({ error: "results_not_published" });
      outcomes.push(`dibuka lalu pengumuman ditolak (${announced.body.error})`);
    }
    const listed = await editions(call);
    expect(
      listed.find((edition) => edition.year === before.year + 1)?.resultsPublishedAt,
    ).toBeNull();
  }
  return outcomes;
}

/**
 * Two admins open the next edition at once, both naming the edition they saw: exactly one
 * wins, the other is refused 409 edition_changed, and the draft names the winner's year.
 */
async function twoAdminsOpening(call: Call) {
  const outcomes: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const before = await current(call);
    const attempt = (side: 0 | 1, year: number) =>
      call(side, "POST", "/api/panitia/editions", {
        year,
        name: `FB${year - 2014}`,
        reason: `dua admin, putaran ${round}`,
        archives: before.id,
      });
    const answers = await Promise.all([attempt(0, before.year + 1), attempt(1, before.year + 2)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toBe("edition_changed");
    const winner = answers.find((answer) => answer.status === 201)?.body as unknown as Edition;
    const now = await current(call);
    expect(now).toMatchObject({ id: winner.id, year: winner.year });
    // One edition more, not two: no empty year left behind.
    expect((await editions(call)).length).toBe(round + 2);
    const draft = await call(0, "GET", "/api/panitia/content/draft");
    expect((draft.body.content as { festival: { year: number } }).festival.year).toBe(winner.year);
    outcomes.push(`sisi ${answers[0]?.status === 201 ? 0 : 1} menang (${winner.year})`);
  }
  return outcomes;
}

const report = (name: string, outcomes: string[]) =>
  console.info(`${name}: ${outcomes.length} putaran\n  ${outcomes.join("\n  ")}`);

describe("editions and announcements on SQLite, concurrent requests to one process", () => {
  async function sqliteSides() {
    const { app, admin } = await startWithCommittee({ storage: "sqlite" });
    const call: Call = async (_side, method, url, body) => {
      const response = await admin.request({
        method: method as "GET",
        url,
        ...(method === "GET" ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const vote: Vote = async (email) =>
      (await app.inject({ method: "POST", url: "/api/votes/domestic/rendang", payload: { email } }))
        .statusCode;
    const publicResults = async (year: number) => {
      const response = await app.inject(`/api/results/${year}`);
      return { status: response.statusCode, body: response.json() };
    };
    return { call, vote, publicResults };
  }

  it("announcing while the next edition opens files the announcement under its own year", async () => {
    const { call, vote, publicResults } = await sqliteSides();
    report("SQLite, umumkan sambil membuka", await announceWhileOpening(call, vote, publicResults));
  });

  it("two admins opening at once: one wins, the other is refused", async () => {
    const { call } = await sqliteSides();
    await call(0, "PUT", "/api/panitia/window/domestic", {
      opensAt: null,
      closesAt: new Date().toISOString(),
    });
    await call(0, "PUT", "/api/panitia/window/international", {
      opensAt: null,
      closesAt: new Date().toISOString(),
    });
    report("SQLite, dua admin membuka", await twoAdminsOpening(call));
  });
});

describe.skipIf(!postgresUrl)("editions and announcements on two PostgreSQL processes", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoProcesses() {
    const database = await freshPostgres(postgresUrl ?? "");
    cleanups.push(() => database.dispose());
    if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = { DATABASE_URL: database.storage.url, VOTE_FLAGGING: "off" };
    const first = await startServerWithAdmin(env);
    cleanups.push(() => first.server.stop());
    const second: ServerProcess = await startServerProcess({ ...env, DATA_DIR: first.dataDir });
    cleanups.push(() => second.stop());
    const servers = [first.server, second];
    const sessions = await Promise.all(
      servers.map((server) => signInOverHttp(server.url, first.account)),
    );
    const call: Call = async (side, method, path, body) => {
      const server = servers[side] as ServerProcess;
      const session = sessions[side] as { cookie: string; csrfToken: string };
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          origin: server.url,
          cookie: session.cookie,
          "x-csrf-token": session.csrfToken,
        },
        body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      });
      return { status: response.status, body: await response.json() };
    };
    const vote: Vote = async (email) =>
      (await postVote(first.server.url, "domestic", "rendang", email)).status;
    const publicResults = async (year: number) => {
      const response = await fetch(`${second.url}/api/results/${year}`);
      return { status: response.status, body: await response.json() };
    };
    return { call, vote, publicResults };
  }

  it("announcing on one while the other opens the next edition files it under its own year", async () => {
    const { call, vote, publicResults } = await twoProcesses();
    report(
      "PostgreSQL, dua proses, umumkan sambil membuka",
      await announceWhileOpening(call, vote, publicResults),
    );
  });

  it("two admins on two processes opening at once: one wins, the other is refused", async () => {
    const { call } = await twoProcesses();
    const now = new Date().toISOString();
    for (const category of ["domestic", "international"]) {
      await call(0, "PUT", `/api/panitia/window/${category}`, { opensAt: null, closesAt: now });
    }
    report("PostgreSQL, dua proses, dua admin membuka", await twoAdminsOpening(call));
  });
});
