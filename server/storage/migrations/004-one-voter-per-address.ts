import { type Kysely, SqliteAdapter, sql } from "kysely";
import { canonicalAddress } from "../../voting/address";

const batchSize = 5_000;
const erasedPrefix = "erased:";

/**
 * One voter per address (docs/address-rules.md), and what burst flagging needs:
 * - `voter`: the canonical address (Gmail's dots and +tags dropped, …), unique per category.
 *   `email` keeps the address as typed, for confirmation mails (unique too until 009).
 *   Existing votes get theirs here; where two collide, the later is flagged for the
 *   committee's review (`flag_reason` = 'duplicate_address', `voter` left null so that both
 *   rows can stay), never dropped.
 * - `ip_hash` and `network_hash`: keyed hashes of the client's address and /24 or /48; the
 *   key is not in the database (server/voting/client-network.ts).
 * - `domain`: the canonical domain, for bursts from one domain.
 * - `domain_rules`: the committee's allow-list and block-list of domains.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const [column, type] of [
    ["voter", "varchar(320)"],
    ["ip_hash", "varchar(64)"],
    ["network_hash", "varchar(64)"],
    ["domain", "varchar(255)"],
    ["flag_reason", "varchar(32)"],
  ] as const) {
    await db.schema.alterTable("votes").addColumn(column, type).execute();
  }

  const seen = new Set<string>();
  const flaggedPerDish = new Map<string, { category: string; food: string; count: number }>();
  let after = 0;
  for (;;) {
    const { rows } = await sql<{
      id: number;
      category: string;
      food: string;
      email: string;
      status: string;
    }>`select id, category, food, email, status from votes where id > ${after} order by id limit ${batchSize}`.execute(
      db,
    );
    if (rows.length === 0) break;
    const updates = rows.map((row) => {
      const erased = row.email.startsWith(erasedPrefix);
      const canonical = erased ? row.email : (canonicalAddress(row.email) ?? row.email);
      const key = `${row.category}\n${canonical}`;
      const domain = erased ? null : (canonical.split("@").at(-1) ?? null);
      if (!seen.has(key)) {
        seen.add(key);
        return { id: row.id, voter: canonical, domain, status: row.status, flag: null };
      }
      if (row.status !== "valid") {
        return { id: row.id, voter: null, domain, status: row.status, flag: null };
      }
      const dish = `${row.category}/${row.food}`;
      const counted = flaggedPerDish.get(dish) ?? {
        category: row.category,
        food: row.food,
        count: 0,
      };
      counted.count += 1;
      flaggedPerDish.set(dish, counted);
      return { id: row.id, voter: null, domain, status: "flagged", flag: "duplicate_address" };
    });
    if (isSqlite) {
      for (const update of updates) {
        await sql`update votes set voter = ${update.voter}, domain = ${update.domain},
          status = ${update.status}, flag_reason = ${update.flag} where id = ${update.id}`.execute(
          db,
        );
      }
    } else {
      await sql`
        update votes set voter = given.voter, domain = given.domain, status = given.status,
          flag_reason = given.flag
        from unnest(${updates.map((u) => u.id)}::int[], ${updates.map((u) => u.voter)}::text[],
          ${updates.map((u) => u.domain)}::text[], ${updates.map((u) => u.status)}::text[],
          ${updates.map((u) => u.flag)}::text[]) as given(id, voter, domain, status, flag)
        where votes.id = given.id
      `.execute(db);
    }
    after = rows.at(-1)?.id ?? after;
  }
  for (const { category, food, count } of flaggedPerDish.values()) {
    await sql`insert into vote_totals (category, food, shard, votes) values (${category}, ${food}, 0, ${-count})
      on conflict (category, food, shard) do update set votes = vote_totals.votes + excluded.votes`.execute(
      db,
    );
    await sql`insert into vote_status_totals (category, food, status, votes) values (${category}, ${food}, 'flagged', ${count})
      on conflict (category, food, status) do update set votes = vote_status_totals.votes + excluded.votes`.execute(
      db,
    );
  }

  // Nulls never collide, so the flagged duplicates above can stay beside their first vote.
  await db.schema
    .createIndex("votes_one_per_voter")
    .unique()
    .on("votes")
    .columns(["category", "voter"])
    .execute();
  await db.schema
    .createIndex("votes_by_network")
    .on("votes")
    .columns(["network_hash", "created_at"])
    .execute();
  await db.schema
    .createIndex("votes_by_domain")
    .on("votes")
    .columns(["domain", "created_at"])
    .execute();
  // Partial, so that it serves the console's flagged clusters alone: an index led by the
  // status would tempt SQLite's planner into walking it for every "valid votes …" query.
  await sql`create index votes_flagged on votes (flag_reason, created_at) where status = 'flagged'`.execute(
    db,
  );

  await db.schema
    .createTable("domain_rules")
    .addColumn("domain", "varchar(255)", (column) => column.primaryKey())
    .addColumn("rule", "varchar(8)", (column) => column.notNull())
    .addColumn("note", "varchar(200)", (column) => column.notNull())
    .addColumn("added_by", "varchar(64)", (column) => column.notNull())
    .addColumn("added_at", "varchar(32)", (column) => column.notNull())
    .execute();
}
