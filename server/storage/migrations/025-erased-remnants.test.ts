import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { freshSqlite } from "../../../scripts/support/databases";
import { remnantsInFiles } from "../../../tests/address-remnants";
import { buildTestApp } from "../../../tests/build-app";
import { addCommitteeAccounts, signInAs } from "../../../tests/committee";
import { openMigrationDatabase } from "../../../tests/migration-database";
import { migrateToLatest } from "../database";

const addresses = Array.from({ length: 300 }, (_, i) => `lama${i}.arsip@example.com`);

/**
 * A SQLite file as the code before `secure_delete` left it: FB8's votes were archived when FB9
 * opened, so `votes` deleted them and its free pages still hold their addresses. After the
 * upgrade, erasing FB8 leaves none of them in the file.
 */
describe("migration 025 on sqlite", () => {
  it("clears what the earlier code deleted, so erasing an archived edition leaves nothing", async () => {
    const disposable = freshSqlite();
    if (disposable.storage.kind !== "sqlite") throw new Error("a SQLite file was expected");
    const { file } = disposable.storage;
    const db = openMigrationDatabase(disposable.storage);
    await sql`PRAGMA journal_mode = WAL`.execute(db);
    await migrateToLatest(db, "022-editions");
    await sql`insert into editions (year, name, opened_at, opened_by, reason, archived_at,
        archived_by, current)
      values (2022, 'FB8', '2022-06-01T00:00:00.000Z', 'ketua', '', '2023-01-05T00:00:00.000Z',
        'ketua', null),
      (2023, 'FB9', '2023-01-05T00:00:00.000Z', 'ketua', 'Festival Budaya 9', null, null, 1)`.execute(
      db,
    );
    for (const [index, email] of addresses.entries()) {
      await sql`insert into votes (category, food, email, voter, domain, created_at, status)
        values ('domestic', 'rendang', ${email}, ${email}, 'example.com',
          ${new Date(Date.UTC(2022, 5, 12, 0, 0, index)).toISOString()}, 'valid')`.execute(db);
    }
    // What opening FB9 did before this version: copy into archived_votes, delete from votes.
    await sql`insert into archived_votes (edition_id, id, category, food, email, created_at,
        status, invalidation_id, voter, ip_hash, network_hash, domain, flag_reason, small_domain)
      select 1, id, category, food, email, created_at, status, invalidation_id, voter, ip_hash,
        network_hash, domain, flag_reason, small_domain from votes`.execute(db);
    await sql`delete from votes`.execute(db);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    // Each address is both a live archived row and a deleted `votes` row's remnant.
    expect(remnantsInFiles([file], addresses).found).toHaveLength(addresses.length);

    const { app } = await buildTestApp({ storage: disposable });
    await addCommitteeAccounts(app);
    const admin = await signInAs(app, "admin");
    const erased = await admin.request({
      method: "POST",
      url: "/api/panitia/erasure",
      payload: { edition: 1 },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ count: addresses.length, votes: addresses.length });
    const after = remnantsInFiles([file, `${file}-wal`], addresses);
    console.info(
      `[sqlite, upgraded] after erasure: ${after.bytes} bytes searched, ${after.found.length} of ${addresses.length} addresses found`,
    );
    expect(after.found).toEqual([]);
  });
});
