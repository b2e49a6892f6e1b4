import { describe, expect, it } from "vitest";
import type { VoteCategory } from "../../common/vote-category";
import { storageKinds } from "../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../tests/fresh-database";
import { plainVote } from "./vote-store";

// One contract, both implementations: whatever SQLite promises, PostgreSQL must too.
describe.each(storageKinds)("the vote store on $kind", ({ kind, enabled, create }) => {
  const database = freshDatabaseEachTest({ enabled, create });

  const vote = (email: string, food = "rendang", category: VoteCategory = "domestic") =>
    plainVote(category, food, email);

  it.skipIf(!enabled)("counts nothing for a dish nobody has voted for", async () => {
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(0);
  });

  it.skipIf(!enabled)("returns the dish's count after each accepted vote", async () => {
    expect(await database().votes.castVote(vote("a@example.com"))).toEqual({
      status: "accepted",
      voteId: 1,
      votes: 1,
    });
    expect(await database().votes.castVote(vote("b@example.com"))).toEqual({
      status: "accepted",
      voteId: 2,
      votes: 2,
    });
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(2);
    expect(await database().votes.countVotes("domestic", "rawon")).toBe(0);
  });

  it.skipIf(!enabled)("spends a proof's key once, even when it is sent twice at once", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const spent = await Promise.all([
      database().votes.spendProof("key-a", expiresAt),
      database().votes.spendProof("key-a", expiresAt),
      database().votes.spendProof("key-b", expiresAt),
    ]);
    expect(spent).toEqual([true, false, true]);
    expect(await database().votes.spendProof("key-b", expiresAt)).toBe(false);
  });

  it.skipIf(!enabled)("refuses an address already used in the category, on any dish", async () => {
    await database().votes.castVote(vote("a@example.com", "rendang"));
    expect(await database().votes.castVote(vote("a@example.com", "rawon"))).toEqual({
      status: "email_used",
    });
    expect(await database().votes.countVotes("domestic", "rawon")).toBe(0);
  });

  it.skipIf(!enabled)("accepts the same address once in the other category", async () => {
    await database().votes.castVote(vote("a@example.com", "rendang"));
    expect(
      await database().votes.castVote(vote("a@example.com", "onigiri", "international")),
    ).toMatchObject({ status: "accepted", votes: 1 });
  });

  it.skipIf(!enabled)("refuses a second address of the same voter in the category", async () => {
    const first = { ...vote("s.iswa@gmail.com"), voter: "siswa@gmail.com" };
    const alias = { ...vote("siswa+2@gmail.com", "rawon"), voter: "siswa@gmail.com" };
    expect((await database().votes.castVote(first)).status).toBe("accepted");
    expect(await database().votes.castVote(alias)).toEqual({ status: "email_used" });
    expect(await database().votes.countVotes("domestic", "rawon")).toBe(0);
  });

  it.skipIf(!enabled)("stores flagged and pending votes without counting them", async () => {
    await database().votes.castVote(vote("a@example.com"));
    const flagged = {
      ...vote("b@example.com"),
      status: "flagged",
      flagReason: "network_burst",
    } as const;
    const pending = { ...vote("c@example.com"), status: "pending" } as const;
    expect(await database().votes.castVote(flagged)).toEqual({
      status: "accepted",
      voteId: 2,
      votes: 1,
    });
    expect(await database().votes.castVote(pending)).toEqual({
      status: "accepted",
      voteId: 3,
      votes: 1,
    });
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
    const setAside = await database()
      .db.selectFrom("vote_status_totals")
      .select(["status", "votes"])
      .orderBy("status")
      .execute();
    expect(setAside).toEqual([
      { status: "flagged", votes: 1 },
      { status: "pending", votes: 1 },
    ]);
    const stored = await database()
      .db.selectFrom("votes")
      .select(["email", "voter", "status", "flag_reason"])
      .where("id", "=", 2)
      .executeTakeFirst();
    expect(stored).toEqual({
      email: "b@example.com",
      voter: "b@example.com",
      status: "flagged",
      flag_reason: "network_burst",
    });
  });

  it.skipIf(!enabled)("counts 500 concurrent votes from distinct addresses exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        database().votes.castVote(vote(`siswa${index}@example.com`)),
      ),
    );
    expect(results.every((result) => result.status === "accepted")).toBe(true);
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(500);
    // Each answer counts this vote and every vote committed before it. SQLite commits one
    // batch at a time, so there the answers are exactly 1 to 500; PostgreSQL's concurrent
    // transactions may not see each other yet (docs/decisions/0005).
    const counts = results.map((result) => (result.status === "accepted" ? result.votes : 0));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(500);
    if (kind === "sqlite") expect(new Set(counts).size).toBe(500);
  });

  it.skipIf(!enabled)("accepts exactly one of 100 concurrent votes by one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => database().votes.castVote(vote("sama@example.com"))),
    );
    expect(results.filter((result) => result.status === "accepted")).toHaveLength(1);
    expect(results.filter((result) => result.status === "email_used")).toHaveLength(99);
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
  });

  it.skipIf(!enabled)("adds exactly one to a counter per increment", async () => {
    expect(await database().votes.readCounter("expression-clicks")).toBe(0);
    const values = await Promise.all(
      Array.from({ length: 50 }, () => database().votes.incrementCounter("expression-clicks")),
    );
    expect([...values].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await database().votes.readCounter("expression-clicks")).toBe(50);
  });
});
