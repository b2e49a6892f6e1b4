import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type DisposableStorage,
  freshPostgres,
  postgresUrl,
  storageKinds,
} from "../../scripts/support/databases";
import { freshDatabaseEachTest } from "../../tests/fresh-database";
import { setWindow } from "../committee/voting-windows";
import { type Database, openDatabase } from "./database";
import { plainVote, StorageUnavailableError } from "./vote-store";

/**
 * Votes sent together are written together (group commit): these hold a batch to the promises
 * of one vote at a time. Sent in one tick, the votes below always share a batch.
 */
describe.each(storageKinds)("a batch of votes on $kind", ({ enabled, create }) => {
  const database = freshDatabaseEachTest({ enabled, create });

  const castTogether = (...votes: ReturnType<typeof plainVote>[]) =>
    Promise.allSettled(votes.map((vote) => database().votes.castVote(vote)));

  it.skipIf(!enabled)(
    "accepts the first of one voter's two votes and refuses the second",
    async () => {
      const sizes: number[] = [];
      database().observeBatches((size) => sizes.push(size));
      const results = await castTogether(
        plainVote("domestic", "rendang", "a@example.com"),
        { ...plainVote("domestic", "rawon", "a.alias@example.com"), voter: "a@example.com" },
        plainVote("domestic", "rawon", "b@example.com"),
      );
      expect(results.map((result) => result.status === "fulfilled" && result.value.status)).toEqual(
        ["accepted", "email_used", "accepted"],
      );
      expect(sizes).toEqual([3]);
      expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
      expect(await database().votes.countVotes("domestic", "rawon")).toBe(1);
    },
  );

  it.skipIf(!enabled)("refuses the votes of a closed category and keeps the others", async () => {
    await setWindow(
      database(),
      "domestic",
      { opensAt: null, closesAt: "2020-01-01T00:00:00.000Z" },
      "test",
    );
    const results = await castTogether(
      plainVote("domestic", "rendang", "a@example.com"),
      plainVote("international", "onigiri", "a@example.com"),
    );
    expect(results.map((result) => result.status === "fulfilled" && result.value)).toEqual([
      { status: "voting_closed" },
      { status: "accepted", voteId: expect.any(Number), votes: 1 },
    ]);
    const rows = await database().db.selectFrom("votes").select("category").execute();
    expect(rows).toEqual([{ category: "international" }]);
  });

  it.skipIf(!enabled)("shows a count that includes this process's vote at once", async () => {
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(0);
    await database().votes.castVote(plainVote("domestic", "rendang", "a@example.com"));
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
  });
});

describe.skipIf(!postgresUrl)("a batch of votes on PostgreSQL alone", () => {
  const database = freshDatabaseEachTest({
    enabled: true,
    create: () => freshPostgres(postgresUrl ?? ""),
  });

  const castTogether = (...votes: ReturnType<typeof plainVote>[]) =>
    Promise.allSettled(votes.map((vote) => database().votes.castVote(vote)));

  it("a batch whose COMMIT fails is refused whole, and nothing of it is stored", async () => {
    // A deferred trigger fails at COMMIT, after every statement of the batch succeeded, as a
    // full disk does there (53100): a storage failure, so every vote of the batch gets 503.
    await sql`create function refuse_marked() returns trigger language plpgsql as $$
        begin
          if new.email like 'refuse%' then
            raise exception 'could not extend file: No space left on device'
              using errcode = '53100';
          end if;
          return new;
        end $$`.execute(database().db);
    await sql`create constraint trigger refuse_marked after insert on votes
        deferrable initially deferred for each row execute function refuse_marked()`.execute(
      database().db,
    );
    const results = await castTogether(
      plainVote("domestic", "rendang", "a@example.com"),
      plainVote("domestic", "rendang", "refuse@example.com"),
      plainVote("domestic", "rawon", "b@example.com"),
    );
    for (const result of results) {
      expect(result.status).toBe("rejected");
      if (result.status === "rejected")
        expect(result.reason).toBeInstanceOf(StorageUnavailableError);
    }
    const stored = await database().db.selectFrom("votes").select("id").execute();
    const totals = await database().db.selectFrom("vote_totals").select("votes").execute();
    expect({ stored, totals }).toEqual({ stored: [], totals: [] });
  });

  it("a batch that meets a deadlock is sent again, and its votes are stored once", async () => {
    // A sequence is not rolled back: the trigger fails the first attempt only.
    await sql`create sequence deadlocks_left`.execute(database().db);
    await sql`create function deadlock_once() returns trigger language plpgsql as $$
        begin
          if nextval('deadlocks_left') = 1 then
            raise exception 'deadlock detected' using errcode = '40P01';
          end if;
          return new;
        end $$`.execute(database().db);
    await sql`create trigger deadlock_once before insert on votes
        for each row execute function deadlock_once()`.execute(database().db);
    const results = await castTogether(
      plainVote("domestic", "rendang", "a@example.com"),
      plainVote("domestic", "rawon", "b@example.com"),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    const stored = await database().db.selectFrom("votes").select("email").execute();
    expect(stored.map((row) => row.email).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
  });

  it("a batch that keeps meeting deadlocks gets 503 after three attempts", async () => {
    await sql`create function deadlock_always() returns trigger language plpgsql as $$
        begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`.execute(
      database().db,
    );
    await sql`create trigger deadlock_always before insert on votes
        for each row execute function deadlock_always()`.execute(database().db);
    const [result] = await castTogether(plainVote("domestic", "rendang", "a@example.com"));
    expect(result?.status).toBe("rejected");
    if (result?.status === "rejected")
      expect(result.reason).toBeInstanceOf(StorageUnavailableError);
  });

  it("a value PostgreSQL refuses fails its own vote, and the others are stored", async () => {
    await sql`alter table votes add constraint no_refused check (email not like 'refuse%')`.execute(
      database().db,
    );
    const results = await castTogether(
      plainVote("domestic", "rendang", "a@example.com"),
      plainVote("domestic", "rendang", "refuse@example.com"),
      plainVote("domestic", "rawon", "b@example.com"),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await database().votes.countVotes("domestic", "rendang")).toBe(1);
    expect(await database().votes.countVotes("domestic", "rawon")).toBe(1);
  });
});

describe.skipIf(!postgresUrl)("two processes on one PostgreSQL database", () => {
  let disposable: DisposableStorage;
  let first: Database;
  let second: Database;

  beforeEach(async () => {
    disposable = await freshPostgres(postgresUrl ?? "");
    first = await openDatabase(disposable.storage);
    second = await openDatabase(disposable.storage);
  });

  afterEach(async () => {
    await first.close();
    await second.close();
    await disposable.dispose();
  });

  it("see each other's votes in their counts within the cache's second", async () => {
    expect(await second.votes.countVotes("domestic", "rendang")).toBe(0);
    await first.votes.castVote(plainVote("domestic", "rendang", "a@example.com"));
    expect(await first.votes.countVotes("domestic", "rendang")).toBe(1);
    // Read a moment ago, the second process's count may still be the old one...
    const started = Date.now();
    let seen = await second.votes.countVotes("domestic", "rendang");
    while (seen !== 1 && Date.now() - started < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await second.votes.countVotes("domestic", "rendang");
    }
    // ...but not for longer than countStalenessMs (1 s), with room for a slow machine.
    expect(seen).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
