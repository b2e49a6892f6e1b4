import { type Kysely, sql } from "kysely";
import { type VotingWindow, votingStateAt } from "../../common/voting-window";
import { dishKey } from "./count-cache";
import type { DatabaseSchema } from "./schema";
import type { CastVoteResult, Vote } from "./vote-store";

/** Rows each dish's total is spread over, so that two batches rarely wait on one row lock. */
const totalShards = 16;

const voterKey = (category: string, voter: string) => `${category}\u0000${voter}`;

type WindowRow = {
  category: string;
  opens_at: string | null;
  closes_at: string | null;
  now: string;
  erased: boolean;
};

/**
 * Casts a batch of votes in one PostgreSQL transaction: the windows, one multi-row insert and
 * the totals, then COMMIT (docs/decisions/0016-postgresql-group-commit.md). The results are
 * in the votes' order; a caller hears of none of them before the commit.
 *
 * The window rows are read FOR KEY SHARE against the database's clock: batches never wait on
 * each other, a close (FOR UPDATE) waits for the batches in flight, and a batch arriving during
 * a close waits for it and then sees the new closing time.
 */
export async function castVoteBatch(
  db: Kysely<DatabaseSchema>,
  votes: readonly Vote[],
): Promise<{ results: CastVoteResult[]; totals: Map<string, number> }> {
  return db.transaction().execute(async (trx) => {
    const categories = [...new Set(votes.map((vote) => vote.category))];
    const windows = await sql<WindowRow>`
      select category, opens_at, closes_at,
        to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
        exists (select 1 from settings where name = 'addresses_erased_at' and value is not null)
          as erased
      from voting_windows where category = any(${categories}::text[])
      for key share`.execute(trx);
    const now = await databaseNow(trx, windows.rows);
    const erased = windows.rows[0]?.erased ?? (await addressesErased(trx));
    const windowOf = new Map(windows.rows.map((row) => [row.category, row]));

    // Refusals decided before the insert: a closed window, or a second vote of one voter in
    // this batch (the first one decides; a repeat is at best "email used").
    const results: (CastVoteResult | undefined)[] = votes.map(() => undefined);
    const firstOfVoter = new Map<string, number>();
    const toInsert: number[] = [];
    votes.forEach((vote, index) => {
      const row = windowOf.get(vote.category);
      const window: VotingWindow = {
        opensAt: row?.opens_at ?? null,
        closesAt: row?.closes_at ?? null,
      };
      const state = votingStateAt(window, new Date(now));
      if (state === "closed") results[index] = { status: "voting_closed" };
      else if (state === "not_open") {
        results[index] = { status: "voting_not_open", opensAt: `${window.opensAt}` };
      } else if (firstOfVoter.has(voterKey(vote.category, vote.voter))) {
        results[index] = { status: "email_used" };
      } else {
        firstOfVoter.set(voterKey(vote.category, vote.voter), index);
        toInsert.push(index);
      }
    });

    const stored = (vote: Vote) => (erased ? vote.erased : vote);
    const inserted = new Map<string, { id: number }>();
    if (toInsert.length > 0) {
      const rows = toInsert.map((index) => votes[index] as Vote);
      const column = <T>(pick: (vote: Vote) => T) => rows.map(pick);
      // No conflict target: a clash on either unique key (the address as typed, or the voter)
      // means the address has voted in this category.
      const result = await sql<{ id: number; category: string; voter: string }>`
        insert into votes (category, food, email, voter, created_at, status, flag_reason,
          ip_hash, network_hash, domain)
        select category, food, email, voter, ${now}, status, flag_reason, ip_hash, network_hash,
          domain
        from unnest(
          ${column((vote) => vote.category)}::text[], ${column((vote) => vote.food)}::text[],
          ${column((vote) => stored(vote).email)}::text[],
          ${column((vote) => stored(vote).voter)}::text[],
          ${column((vote) => vote.status)}::text[], ${column((vote) => vote.flagReason)}::text[],
          ${column((vote) => vote.ipHash)}::text[], ${column((vote) => vote.networkHash)}::text[],
          ${column((vote) => vote.domain)}::text[]
        ) as input(category, food, email, voter, status, flag_reason, ip_hash, network_hash, domain)
        on conflict do nothing
        returning id, category, voter`.execute(trx);
      for (const row of result.rows) {
        inserted.set(voterKey(row.category, row.voter), { id: Number(row.id) });
      }
    }

    const totals = await addToTotals(
      trx,
      toInsert
        .map((index) => votes[index] as Vote)
        .filter((vote) => inserted.has(voterKey(vote.category, stored(vote).voter))),
    );

    return {
      results: votes.map((vote, index) => {
        const decided = results[index];
        if (decided) return decided;
        const row = inserted.get(voterKey(vote.category, stored(vote).voter));
        if (!row) return { status: "email_used" };
        return {
          status: "accepted",
          voteId: row.id,
          votes: totals.get(dishKey(vote.category, vote.food)) ?? 0,
        };
      }),
      totals,
    };
  });
}

/** With no window row at all (never the case after migration 003), the clock is read alone. */
async function databaseNow(trx: Kysely<DatabaseSchema>, rows: WindowRow[]) {
  const first = rows[0];
  if (first) return first.now;
  const result = await sql<{ now: string }>`
    select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`.execute(
    trx,
  );
  return result.rows[0]?.now ?? new Date().toISOString();
}

async function addressesErased(trx: Kysely<DatabaseSchema>) {
  const row = await trx
    .selectFrom("settings")
    .select("value")
    .where("name", "=", "addresses_erased_at")
    .executeTakeFirst();
  return Boolean(row?.value);
}

/**
 * Adds the batch's new votes to the totals (valid ones to vote_totals on one random shard,
 * the others to vote_status_totals) and reads back the totals of every dish it touched, as
 * this transaction will commit them.
 */
async function addToTotals(trx: Kysely<DatabaseSchema>, added: Vote[]) {
  const valid = new Map<string, { category: string; food: string; count: number }>();
  const setAside = new Map<
    string,
    { category: string; food: string; status: string; count: number }
  >();
  for (const vote of added) {
    if (vote.status === "valid") {
      const key = dishKey(vote.category, vote.food);
      const entry = valid.get(key) ?? { category: vote.category, food: vote.food, count: 0 };
      entry.count += 1;
      valid.set(key, entry);
    } else {
      const key = `${dishKey(vote.category, vote.food)}\u0000${vote.status}`;
      const entry = setAside.get(key) ?? {
        category: vote.category,
        food: vote.food,
        status: vote.status,
        count: 0,
      };
      entry.count += 1;
      setAside.set(key, entry);
    }
  }
  const shard = Math.floor(Math.random() * totalShards);
  const dishes = [...valid.values()];
  if (dishes.length > 0) {
    await sql`
      insert into vote_totals (category, food, shard, votes)
      select category, food, ${shard}, votes
      from unnest(${dishes.map((dish) => dish.category)}::text[],
        ${dishes.map((dish) => dish.food)}::text[], ${dishes.map((dish) => dish.count)}::int[])
        as input(category, food, votes)
      on conflict (category, food, shard) do update set votes = vote_totals.votes + excluded.votes`.execute(
      trx,
    );
  }
  const others = [...setAside.values()];
  if (others.length > 0) {
    await sql`
      insert into vote_status_totals (category, food, status, votes)
      select category, food, status, votes
      from unnest(${others.map((row) => row.category)}::text[],
        ${others.map((row) => row.food)}::text[], ${others.map((row) => row.status)}::text[],
        ${others.map((row) => row.count)}::int[]) as input(category, food, status, votes)
      on conflict (category, food, status) do update
        set votes = vote_status_totals.votes + excluded.votes`.execute(trx);
  }

  const touched = new Map<string, { category: string; food: string }>();
  for (const vote of added) {
    touched.set(dishKey(vote.category, vote.food), vote);
  }
  const totals = new Map<string, number>();
  if (touched.size === 0) return totals;
  const list = [...touched.values()];
  const result = await sql<{ category: string; food: string; votes: string | number }>`
    select input.category, input.food, coalesce(sum(vote_totals.votes), 0) as votes
    from unnest(${list.map((dish) => dish.category)}::text[],
      ${list.map((dish) => dish.food)}::text[]) as input(category, food)
    left join vote_totals using (category, food)
    group by input.category, input.food`.execute(trx);
  for (const row of result.rows) totals.set(dishKey(row.category, row.food), Number(row.votes));
  return totals;
}
