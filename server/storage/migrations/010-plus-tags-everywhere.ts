import { type Kysely, SqliteAdapter, sql } from "kysely";
import { canonicalAddress } from "../../voting/address";

const batchSize = 5_000;
const lookupSize = 500;
const erasedPrefix = "erased:";

type StoredVote = { id: number; category: string; food: string; status: string };
type Recomputed = StoredVote & { voter: string };

/**
 * Recomputes `voter` for stored votes under the rule of docs/address-rules.md since 2026-11-25:
 * a +tag is dropped at every domain, not only at the large providers, so `budi+1@sma8.sch.id`
 * … `budi+9@sma8.sch.id` are one voter (decision 0022). In the manner of migration 004, where
 * votes of one category now share a voter, the earliest (by id) keeps it and every later one is
 * kept with `voter` null (nulls never collide) and `flag_reason` = 'duplicate_address', never
 * dropped:
 * - a valid one becomes flagged and leaves the dish's count (a duplicate can only be
 *   invalidated, never approved);
 * - a flagged one keeps its status and takes that reason, so it can no longer be approved;
 * - a pending one stays pending: confirming it makes it flagged, not valid (confirmations.ts);
 * - an invalidated one stays invalidated.
 *
 * Votes whose address the committee has erased are left as they are: only a keyed hash of the
 * old key is left, from which the new one cannot be worked out. Erasure needs every category
 * closed and the results published, so those votes are final. Votes whose address the rules now
 * refuse (an IP-literal or punycode domain, a name over 64 octets) keep the key they have.
 *
 * Only votes whose key changes are held in memory: a +tag at a domain outside the large
 * providers is rare, so a million stored votes cost one read, not a million keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL runs every migration in a transaction; SQLite's migrations need their own.
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.transaction().execute((trx) => recompute(trx, "sqlite"));
  } else {
    await recompute(db, "postgres");
  }
}

async function recompute(db: Kysely<unknown>, kind: "sqlite" | "postgres") {
  const changed = await votesWhoseVoterChanges(db);
  if (changed.length === 0) return;

  // Everyone who now claims a key: the changed votes and the ones that held it already.
  const claims = new Map<string, (StoredVote & { voter?: string })[]>();
  const claimOf = (category: string, voter: string) => {
    const key = `${category}\n${voter}`;
    const list = claims.get(key) ?? [];
    claims.set(key, list);
    return list;
  };
  for (const vote of changed) claimOf(vote.category, vote.voter).push(vote);
  for (const holder of await holdersOf(db, changed)) {
    claimOf(holder.category, holder.voter).push({ ...holder, voter: undefined });
  }

  const winners: Recomputed[] = [];
  const losers: StoredVote[] = [];
  for (const claimants of claims.values()) {
    claimants.sort((a, b) => a.id - b.id);
    const [first, ...later] = claimants;
    if (first?.voter !== undefined) winners.push({ ...first, voter: first.voter });
    losers.push(...later);
  }

  // Every changed vote and every loser lets go of its key first, so that no statement ever
  // meets the unique index half-way; then the winners take theirs.
  const loserIds = new Set(losers.map((vote) => vote.id));
  await setVoters(db, kind, [
    ...changed
      .filter((vote) => !loserIds.has(vote.id))
      .map((vote) => ({ id: vote.id, voter: null, status: vote.status })),
    ...losers.map((vote) => ({
      id: vote.id,
      voter: null,
      status: vote.status === "valid" ? "flagged" : vote.status,
      flag: "duplicate_address",
    })),
  ]);
  await setVoters(
    db,
    kind,
    winners.map((vote) => ({ id: vote.id, voter: vote.voter, status: vote.status })),
  );
  await moveFlaggedOutOfTotals(
    db,
    losers.filter((vote) => vote.status === "valid"),
  );
}

/** Every vote, not erased, whose address now gives another key than the one stored. */
async function votesWhoseVoterChanges(db: Kysely<unknown>): Promise<Recomputed[]> {
  const changed: Recomputed[] = [];
  let after = 0;
  for (;;) {
    const { rows } = await sql<StoredVote & { email: string; voter: string }>`
      select id, category, food, email, voter, status from votes
      where id > ${after} and voter is not null order by id limit ${batchSize}`.execute(db);
    if (rows.length === 0) return changed;
    for (const row of rows) {
      if (row.email.startsWith(erasedPrefix)) continue;
      const voter = canonicalAddress(row.email);
      if (voter === null || voter === row.voter) continue;
      changed.push({
        id: row.id,
        category: row.category,
        food: row.food,
        status: row.status,
        voter,
      });
    }
    after = rows.at(-1)?.id ?? after;
  }
}

/** The unchanged votes that already hold one of the new keys, read along the voter index. */
async function holdersOf(db: Kysely<unknown>, changed: Recomputed[]) {
  const changedIds = new Set(changed.map((vote) => vote.id));
  const perCategory = new Map<string, Set<string>>();
  for (const vote of changed) {
    const voters = perCategory.get(vote.category) ?? new Set();
    voters.add(vote.voter);
    perCategory.set(vote.category, voters);
  }
  const holders: Recomputed[] = [];
  for (const [category, voterSet] of perCategory) {
    const voters = [...voterSet];
    for (let start = 0; start < voters.length; start += lookupSize) {
      const some = voters.slice(start, start + lookupSize);
      const { rows } = await sql<Recomputed>`select id, category, food, voter, status from votes
        where category = ${category} and voter in (${sql.join(some)})`.execute(db);
      holders.push(...rows.filter((row) => !changedIds.has(row.id)));
    }
  }
  return holders;
}

type VoterUpdate = { id: number; voter: string | null; status: string; flag?: string };

async function setVoters(db: Kysely<unknown>, kind: "sqlite" | "postgres", updates: VoterUpdate[]) {
  if (kind === "sqlite") {
    for (const update of updates) {
      await sql`update votes set voter = ${update.voter}, status = ${update.status},
        flag_reason = coalesce(${update.flag ?? null}, flag_reason) where id = ${update.id}`.execute(
        db,
      );
    }
    return;
  }
  for (let start = 0; start < updates.length; start += batchSize) {
    const some = updates.slice(start, start + batchSize);
    await sql`
      update votes set voter = given.voter, status = given.status,
        flag_reason = coalesce(given.flag, votes.flag_reason)
      from unnest(${some.map((u) => u.id)}::int[], ${some.map((u) => u.voter)}::text[],
        ${some.map((u) => u.status)}::text[], ${some.map((u) => u.flag ?? null)}::text[])
        as given(id, voter, status, flag)
      where votes.id = given.id
    `.execute(db);
  }
}

/** Valid votes that became flagged leave their dish's count, as in migration 004. */
async function moveFlaggedOutOfTotals(db: Kysely<unknown>, flagged: StoredVote[]) {
  const perDish = new Map<string, { category: string; food: string; count: number }>();
  for (const { category, food } of flagged) {
    const dish = perDish.get(`${category}/${food}`) ?? { category, food, count: 0 };
    dish.count += 1;
    perDish.set(`${category}/${food}`, dish);
  }
  for (const { category, food, count } of perDish.values()) {
    await sql`insert into vote_totals (category, food, shard, votes) values (${category}, ${food}, 0, ${-count})
      on conflict (category, food, shard) do update set votes = vote_totals.votes + excluded.votes`.execute(
      db,
    );
    await sql`insert into vote_status_totals (category, food, status, votes) values (${category}, ${food}, 'flagged', ${count})
      on conflict (category, food, status) do update set votes = vote_status_totals.votes + excluded.votes`.execute(
      db,
    );
  }
}
