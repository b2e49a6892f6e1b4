import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { storageKinds } from "../../../../scripts/support/databases";
import {
  type Remnants,
  remnantsInFiles,
  remnantsInPostgres,
} from "../../../../tests/address-remnants";
import {
  type CommitteeClient,
  castVote,
  closeVoting,
  openNextFestival,
  startWithCommittee,
} from "../../../../tests/committee";
import { backupSqlite } from "../../../storage/sqlite-backup";

/** Distinct addresses, each voting for Rendang; every other one for Onigiri too. */
const addressCount = 400;
const addresses = Array.from({ length: addressCount }, (_, i) => `pemilih${i}.hapus@example.com`);

async function castEveryVote(app: FastifyInstance) {
  for (const [index, address] of addresses.entries()) {
    expect((await castVote(app, address)).statusCode).toBe(201);
    if (index % 2 === 0) {
      const second = await castVote(app, address, "/api/votes/international/onigiri");
      expect(second.statusCode).toBe(201);
    }
  }
}
const voteCount = addressCount + addressCount / 2;

const erase = (admin: CommitteeClient, payload: object) =>
  admin.request({ method: "POST", url: "/api/panitia/erasure", payload });

async function archivedEditionId(admin: CommitteeClient): Promise<number> {
  const { editions } = (await admin.request({ url: "/api/panitia/editions" })).json();
  const archived = editions.find((edition: { status: string }) => edition.status === "archived");
  return archived.id;
}

const report = (kind: string, what: string, remnants: Remnants) =>
  console.info(
    `[${kind}] ${what}: ${remnants.bytes} bytes searched, ${remnants.found.length} of ${addressCount} addresses found`,
  );

/**
 * Erased means gone from the files (docs/decisions/0041): after POST /api/panitia/erasure no
 * erased address is in the database's bytes, its WAL, or a backup made afterwards. Each test
 * first finds every address, so a search that could not see them would fail.
 */
describe.each(storageKinds)("erasure on $kind", ({ kind, enabled }) => {
  /** Each file's search, and the search of them all. */
  async function storedRemnants(test: Awaited<ReturnType<typeof startWithCommittee>>) {
    const { storage } = test.storage;
    if (storage.kind === "postgres") {
      const pages = await remnantsInPostgres(test.app.database.db, addresses);
      return { files: { "every relation's pages": pages }, all: pages };
    }
    const database = remnantsInFiles([storage.file], addresses);
    const wal = remnantsInFiles([`${storage.file}-wal`], addresses);
    const all = remnantsInFiles([storage.file, `${storage.file}-wal`], addresses);
    return { files: { database, wal }, all };
  }

  async function expectGone(test: Awaited<ReturnType<typeof startWithCommittee>>, what: string) {
    const after = await storedRemnants(test);
    for (const [file, remnants] of Object.entries(after.files)) {
      report(kind, `${what}, after, ${file}`, remnants);
    }
    expect(after.all.found).toEqual([]);
    const { storage } = test.storage;
    if (storage.kind === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "fb8-backup-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const target = join(dir, "cadangan.sqlite");
      expect(await backupSqlite(storage.file, target)).toEqual({ votes: expect.any(Number) });
      const backup = remnantsInFiles([target, `${target}-wal`, `${target}-journal`], addresses);
      report(kind, `${what}, backup made afterwards`, backup);
      expect(backup.found).toEqual([]);
    }
  }

  async function expectAllThere(
    test: Awaited<ReturnType<typeof startWithCommittee>>,
    what: string,
  ) {
    const before = await storedRemnants(test);
    for (const [file, remnants] of Object.entries(before.files)) {
      report(kind, `${what}, before, ${file}`, remnants);
    }
    expect(before.all.found).toHaveLength(addressCount);
  }

  it.skipIf(!enabled)(
    "an archived edition's erased addresses are in none of the database's files",
    async () => {
      const test = await startWithCommittee({ storage: kind });
      await castEveryVote(test.app);
      // Opening FB9 moves FB8's votes out of `votes`: the rows deleted there held them too.
      await openNextFestival(test.admin);
      const fb8 = await archivedEditionId(test.admin);
      await expectAllThere(test, "archived");

      const erased = await erase(test.admin, { edition: fb8 });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toEqual({
        count: addressCount,
        votes: voteCount,
        erasedAt: expect.any(String),
      });
      await expectGone(test, "archived");
    },
  );

  it.skipIf(!enabled)(
    "the current edition's erased addresses are in none of the database's files",
    async () => {
      const test = await startWithCommittee({ storage: kind });
      await castEveryVote(test.app);
      await closeVoting(test.admin);
      const announced = await test.admin.request({
        method: "PUT",
        url: "/api/panitia/settings",
        payload: { resultsPublished: true },
      });
      expect(announced.statusCode, announced.body).toBe(200);
      await expectAllThere(test, "current");
      // Burst flagging's counters name the voters' domains and networks: they go too.
      const counters = () =>
        test.app.database.db.selectFrom("burst_counters").select("key").execute();
      expect((await counters()).length).toBeGreaterThan(0);

      const erased = await erase(test.admin, {});
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toMatchObject({ count: addressCount, votes: voteCount });
      await expectGone(test, "current");
      expect(await counters()).toEqual([]);
    },
  );
});

describe.runIf(storageKinds[1]?.enabled)("erasure on postgres behind a long reader", () => {
  it("waits for a reader of the archive, in turns, and then rewrites it", async () => {
    const test = await startWithCommittee({ storage: "postgres" });
    expect((await castVote(test.app, "ani@example.com")).statusCode).toBe(201);
    await openNextFestival(test.admin);
    const fb8 = await archivedEditionId(test.admin);
    const { storage } = test.storage;
    if (storage.kind !== "postgres") throw new Error("expected PostgreSQL");
    // A reader (an export, say) holds the archive for longer than one wait for its lock.
    const reader = new pg.Client({ connectionString: storage.url });
    await reader.connect();
    onTestFinished(() => reader.end());
    await reader.query("begin");
    await reader.query("select count(*) from archived_votes");
    const released = new Promise((done) => setTimeout(done, 3_000)).then(() =>
      reader.query("commit"),
    );
    const erased = await erase(test.admin, { edition: fb8 });
    await released;
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await remnantsInPostgres(test.app.database.db, ["ani@example.com"])).found).toEqual([]);
  });
});

describe("the erasure's request and answer", () => {
  it("refuses an edition that is not a JSON number, and a query edition that is not digits", async () => {
    const { app, admin } = await startWithCommittee();
    expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
    await openNextFestival(admin);
    const fb8 = await archivedEditionId(admin);
    expect(fb8).toBe(1);

    for (const edition of [true, [1], "1", 1.5, 0, -1, null, 2 ** 31]) {
      const refused = await erase(admin, { edition });
      expect(refused.statusCode, JSON.stringify(edition)).toBe(400);
      expect(refused.json()).toMatchObject({
        error: "invalid_request",
        message: expect.any(String),
      });
    }
    // Nothing was erased by any of them.
    const votesCsv = await admin.request({ url: `/api/panitia/export/votes.csv?edition=${fb8}` });
    expect(votesCsv.body).toContain("an***@example.com");

    for (const path of [
      "/api/panitia/results",
      "/api/panitia/audit",
      "/api/panitia/export/votes.csv",
    ]) {
      for (const edition of ["0x1", "1e0", " 1 ", "+1", "01", "1.0", "true", "0"]) {
        const url = `${path}?edition=${encodeURIComponent(edition)}`;
        const refused = await admin.request({ url });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json()).toMatchObject({ error: "invalid_request" });
      }
      const accepted = await admin.request({ url: `${path}?edition=${fb8}` });
      expect(accepted.statusCode, path).toBe(200);
    }
  });

  async function erasedFb8(votes: [string, string][]) {
    const { app, admin } = await startWithCommittee();
    for (const [address, path] of votes) {
      expect((await castVote(app, address, path)).statusCode).toBe(201);
    }
    await openNextFestival(admin);
    const fb8 = await archivedEditionId(admin);
    return { admin, fb8, first: await erase(admin, { edition: fb8 }) };
  }

  it("counts addresses, not votes", async () => {
    // Two addresses, three votes: the console said "3 alamat dihapus" of them.
    const { first } = await erasedFb8([
      ["siti@example.com", "/api/votes/domestic/rendang"],
      ["siti@example.com", "/api/votes/international/onigiri"],
      ["budi@example.com", "/api/votes/domestic/rendang"],
    ]);
    expect(first.json()).toEqual({ count: 2, votes: 3, erasedAt: expect.any(String) });
  });

  it("keeps the time of the erasure when one repeated finds nothing left", async () => {
    const { admin, fb8, first } = await erasedFb8([
      ["siti@example.com", "/api/votes/domestic/rendang"],
    ]);
    expect(first.statusCode).toBe(200);
    // The clock moves on before the second: a new time would show.
    await new Promise((done) => setTimeout(done, 5));
    const again = await erase(admin, { edition: fb8 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ count: 0, erasedAt: first.json().erasedAt });
    const results = await admin.request({ url: `/api/panitia/results?edition=${fb8}` });
    expect(results.json().settings.addressesErasedAt).toBe(first.json().erasedAt);
  });
});
