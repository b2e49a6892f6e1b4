import { chmodSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import {
  type DisposableStorage,
  freshPostgres,
  freshSqlite,
  postgresUrl,
  storageKinds,
} from "../../scripts/support/databases";
import { type Database, openDatabase } from "./database";
import { plainVote } from "./vote-store";

describe.each(storageKinds)("database on $kind", ({ kind, enabled, create }) => {
  let disposable: DisposableStorage | undefined;
  let database: Database | undefined;

  afterEach(async () => {
    await database?.close();
    await disposable?.dispose();
    database = undefined;
    disposable = undefined;
  });

  const open = async () => {
    disposable = await create();
    database = await openDatabase(disposable.storage);
    return database;
  };

  it.skipIf(!enabled)("migrates a fresh database and reports itself reachable", async () => {
    const db = await open();
    expect(db.kind).toBe(kind);
    expect(await db.isReachable()).toBe(true);
    const tables = await db.db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(
      expect.arrayContaining(["counters", "votes"]),
    );
  });

  it.skipIf(!enabled)("migrates an already migrated database without change", async () => {
    const db = await open();
    await db.close();
    if (!disposable) throw new Error("no database was created");
    database = await openDatabase(disposable.storage);
    expect(await database.isReachable()).toBe(true);
  });

  it.skipIf(!enabled)("refuses a second vote by one voter in one category", async () => {
    const db = await open();
    const vote = {
      category: "domestic",
      food: "rendang",
      email: "siswa@example.com",
      voter: "siswa@example.com",
      created_at: new Date().toISOString(),
    };
    await db.db.insertInto("votes").values(vote).execute();
    // The same voter under another spelling of the address (migration 009: the voter is the key).
    await expect(
      db.db
        .insertInto("votes")
        .values({ ...vote, email: "siswa+kelas@example.com", food: "rawon" })
        .execute(),
    ).rejects.toThrow();
    await db.db
      .insertInto("votes")
      .values({ ...vote, category: "international", food: "onigiri" })
      .execute();
  });

  it.skipIf(!enabled)("reports itself unreachable once closed", async () => {
    const db = await open();
    await db.close();
    expect(await db.isReachable()).toBe(false);
    database = undefined;
  });
});

describe.skipIf(!postgresUrl)("two schemas of one PostgreSQL database", () => {
  it("are migrated each on its own, whichever is first", async () => {
    const first = await freshPostgres(postgresUrl ?? "");
    const second = await freshPostgres(postgresUrl ?? "");
    try {
      const one = await openDatabase(first.storage);
      await one.close();
      const other = await openDatabase(second.storage);
      try {
        expect(await other.isReachable()).toBe(true);
        const vote = plainVote("domestic", "rendang", "a@example.com");
        expect(await other.votes.castVote(vote)).toEqual({
          status: "accepted",
          voteId: 1,
          votes: 1,
        });
      } finally {
        await other.close();
      }
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});

describe("the SQLite database", () => {
  it("commits in WAL mode with a full sync per commit", async () => {
    const disposable = freshSqlite();
    const db = await openDatabase(disposable.storage);
    const pragma = async (name: string) => (await sql.raw(`pragma ${name}`).execute(db.db)).rows[0];
    try {
      expect(await pragma("journal_mode")).toEqual({ journal_mode: "wal" });
      // 2 is FULL: the WAL is synced to disk at every commit, before the vote is acknowledged.
      expect(await pragma("synchronous")).toEqual({ synchronous: 2 });
    } finally {
      await db.close();
      await disposable.dispose();
    }
  });
});

describe("the SQLite files, which hold voters' addresses", () => {
  const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

  const openIn = async (dataDir: string) => {
    const file = join(dataDir, "fb8.sqlite");
    const db = await openDatabase({ kind: "sqlite", file });
    // A vote, so the write-ahead log and its index certainly exist.
    await db.votes.castVote(plainVote("domestic", "rendang", "a@example.com"));
    return { db, file };
  };

  function temporaryFolder() {
    const folder = mkdtempSync(join(tmpdir(), "fb8-modes-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    return folder;
  }

  async function openUntilTestEnds(dataDir: string) {
    const opened = await openIn(dataDir);
    onTestFinished(() => opened.db.close());
    return opened;
  }

  /** The folder only its owner may enter; the database and its WAL files only its owner may read. */
  function expectOwnerOnly(dataDir: string, file: string) {
    expect(modeOf(dataDir)).toBe("700");
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path), path).toBe("600");
  }

  it("are readable by their owner only, in a folder only the owner can enter", async () => {
    const dataDir = join(temporaryFolder(), "data");
    const { file } = await openUntilTestEnds(dataDir);
    expectOwnerOnly(dataDir, file);
  });

  it("are tightened when an older version left them open to everyone", async () => {
    const dataDir = temporaryFolder();
    const { db: older, file } = await openIn(dataDir);
    await older.close();
    for (const path of [dataDir, file]) chmodSync(path, 0o755);
    chmodSync(file, 0o644);

    await openUntilTestEnds(dataDir);
    expectOwnerOnly(dataDir, file);
  });
});
