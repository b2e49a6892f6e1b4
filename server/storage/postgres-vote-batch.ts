import { type Kysely, sql } from "kysely";
import { dishKey } from "./count-cache";
import { preparedStatement } from "./postgres-pool";
import type { DatabaseSchema } from "./schema";
import type { CastVoteResult, Vote } from "./vote-store";

/** Rows each dish's total is spread over, so that two batches rarely wait on one row lock. */
const totalShards = 16;

const voterKey = (category: string, voter: string) => `${category}\u0000${voter}`;
/**
 * Votes of one voter that name different releases are decided apart: at most one of them
 * names the live release, and only it may be inserted.
 */
const voteKey = (vote: Vote) => `${voterKey(vote.category, vote.voter)}\u0000${vote.release}`;

type BatchRow = {
  erased: boolean;
  live: string | null;
  windows: { category: string; state: "open" | "not_open" | "closed"; opensAt: string | null }[];
  inserted: { id: number; category: string; voter: string }[] | null;
  totals: { category: string; food: string; votes: number }[] | null;
};

/**
 * Whether this process has seen the committee's erasure of the addresses. Until then a batch is
 * sent without the votes' erased forms (two keyed hashes each, worked out only when asked for);
 * a batch that finds the erasure inserts nothing and is sent again with them.
 */
export type AddressesSeen = { erased: boolean };

/**
 * Casts a batch of votes in one PostgreSQL statement, and so in one transaction and one round
 * trip (docs/decisions/0016-postgresql-group-commit.md): the windows, one multi-row insert and
 * the totals. The results are in the votes' order; a caller hears of none of them before the
 * statement's COMMIT.
 *
 * The window rows are locked FOR KEY SHARE before the database's clock is read: batches never
 * wait on each other, a window change (FOR UPDATE) waits for the batches in flight, and a batch
 * arriving during a change waits for it and then sees the new window. The rule is
 * common/voting-window.ts's `votingStateAt`, written in SQL so that the decision and the insert
 * are one statement.
 */
export async function castVoteBatch(
  db: Kysely<DatabaseSchema>,
  votes: readonly Vote[],
  addresses: AddressesSeen,
): Promise<{ results: CastVoteResult[]; totals: Map<string, number> }> {
  // A second vote of one voter in this batch is decided here: the first one decides, and a
  // repeat is at best "email used".
  const firstOfVoter = new Map<string, number>();
  const repeatOf = votes.map((vote, index) => {
    const key = voteKey(vote);
    const first = firstOfVoter.get(key);
    if (first === undefined) firstOfVoter.set(key, index);
    return first;
  });
  const rows = votes.filter((_, index) => repeatOf[index] === undefined);
  const column = (pick: (vote: Vote) => string | number | null) => rows.map(pick);
  const erasedColumn = (pick: (erased: Vote["erased"]) => string) =>
    addresses.erased ? rows.map((vote) => pick(vote.erased)) : rows.map(() => null);
  const categories = [...new Set(votes.map((vote) => vote.category))];
  const shard = Math.floor(Math.random() * totalShards);
  // A domain is counted for every vote or for none (a large provider's is not: Vote).
  const uncountedDomains = [
    ...new Set(
      votes.flatMap((vote) => (vote.domainCounted === false && vote.domain ? [vote.domain] : [])),
    ),
  ];

  // Data-modifying CTEs all run, to completion, whether or not the final select reads them.
  // A dish's total is its shard's new value plus the other shards as this statement's snapshot
  // saw them; the count cache keeps the larger of what it has and this.
  const result = await sql<BatchRow>`${sql.raw(preparedStatement("cast_vote_batch"))}
    with windows as materialized (
      select category, opens_at, closes_at
      from voting_windows where category = any(${categories}::text[])
      for key share
    ),
    -- The live pointer, FOR SHARE: batches never wait on each other, a release going live
    -- (FOR UPDATE, releases.ts goLive) waits for the batches in flight and re-checks the
    -- voted dishes after them, and a batch arriving meanwhile sees the new pointer.
    live as materialized (
      select release_id from content_live where id = 1 for share
    ),
    clock as materialized (
      select clock_timestamp() as now,
        exists (select 1 from settings where name = 'addresses_erased_at' and value is not null)
          as erased
      from (select count(*) from windows) as locked
    ),
    states as materialized (
      select input.category, windows.opens_at,
        case
          when windows.opens_at is not null and clock.now < windows.opens_at::timestamptz
            then 'not_open'
          when windows.closes_at is not null and clock.now >= windows.closes_at::timestamptz
            then 'closed'
          else 'open'
        end as state
      from unnest(${categories}::text[]) as input(category)
      left join windows using (category) cross join clock
    ),
    inserted as (
      insert into votes (category, food, email, voter, created_at, status, flag_reason,
        ip_hash, network_hash, domain, small_domain)
      select input.category, input.food,
        case when clock.erased then input.erased_email else input.email end,
        case when clock.erased then input.erased_voter else input.voter end,
        to_char(clock.now at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        input.status, input.flag_reason, input.ip_hash, input.network_hash, input.domain,
        input.small_domain
      from unnest(
        ${column((vote) => vote.category)}::text[], ${column((vote) => vote.food)}::text[],
        ${column((vote) => vote.email)}::text[], ${column((vote) => vote.voter)}::text[],
        ${erasedColumn((erased) => erased.email)}::text[],
        ${erasedColumn((erased) => erased.voter)}::text[],
        ${column((vote) => vote.status)}::text[], ${column((vote) => vote.flagReason)}::text[],
        ${column((vote) => vote.ipHash)}::text[], ${column((vote) => vote.networkHash)}::text[],
        ${column((vote) => vote.domain)}::text[],
        ${column((vote) => (vote.smallDomain ? 1 : null))}::int[],
        ${column((vote) => vote.release)}::text[]
      ) as input(category, food, email, voter, erased_email, erased_voter, status, flag_reason,
        ip_hash, network_hash, domain, small_domain, release)
      join states on states.category = input.category and states.state = 'open'
      cross join clock
      where (not clock.erased or input.erased_voter is not null)
        and input.release is not distinct from (select release_id from live)
      -- Rows, and so their unique-key locks, in one order in every batch: two batches holding
      -- one voter's votes wait for each other instead of deadlocking.
      order by input.category, input.voter
      -- A clash on the voter's unique key (migration 009: the only one) means the address
      -- has voted in this category.
      on conflict do nothing
      returning id, category, food, voter, status, network_hash, domain, small_domain
    ),
    -- Burst flagging's counters (migration 029): the inserted votes only (a vote is accepted
    -- only when inserted), one row per network and per domain for this minute, in one order
    -- in every batch so that two batches wait on each other's rows instead of deadlocking.
    burst_counted as (
      insert into burst_counters (key, minute, votes, small_votes)
      select counted.key, floor(extract(epoch from clock.now) / 60)::int, count(*)::int,
        sum(counted.small)::int
      from (
        select 'n:' || network_hash as key,
          case when small_domain = 1 then 1 else 0 end as small
        from inserted where network_hash is not null
        union all
        select 'd:' || domain as key, 0 as small from inserted
        where domain is not null and domain <> all(${uncountedDomains}::text[])
      ) as counted cross join clock
      group by counted.key, clock.now
      order by counted.key
      on conflict (key, minute) do update
        set votes = burst_counters.votes + excluded.votes,
          small_votes = burst_counters.small_votes + excluded.small_votes
    ),
    valid_added as (
      select category, food, count(*)::int as votes
      from inserted where status = 'valid' group by category, food
    ),
    shard_totals as (
      insert into vote_totals (category, food, shard, votes)
      select category, food, ${shard}, votes from valid_added order by category, food
      on conflict (category, food, shard) do update set votes = vote_totals.votes + excluded.votes
      returning category, food, votes
    ),
    set_aside as (
      insert into vote_status_totals (category, food, status, votes)
      select category, food, status, count(*)::int
      from inserted where status <> 'valid' group by category, food, status
      order by category, food, status
      on conflict (category, food, status) do update
        set votes = vote_status_totals.votes + excluded.votes
    ),
    totals as (
      select touched.category, touched.food,
        coalesce(added.votes, 0) + coalesce((
          select sum(stored.votes) from vote_totals as stored
          where stored.category = touched.category and stored.food = touched.food
            and (added.votes is null or stored.shard <> ${shard})
        ), 0) as votes
      from (select distinct category, food from inserted) as touched
      left join shard_totals as added using (category, food)
    )
    select
      (select erased from clock) as erased,
      (select release_id from live) as live,
      (select json_agg(json_build_object(
        'category', category, 'state', state, 'opensAt', opens_at)) from states) as windows,
      (select json_agg(json_build_object(
        'id', id, 'category', category, 'voter', voter)) from inserted) as inserted,
      (select json_agg(json_build_object(
        'category', category, 'food', food, 'votes', votes)) from totals) as totals`.execute(db);

  const row = result.rows[0];
  if (!row) throw new Error("the vote batch returned no row");
  if (row.erased && !addresses.erased) {
    addresses.erased = true;
    return castVoteBatch(db, votes, addresses);
  }
  const windowOf = new Map(row.windows.map((window) => [window.category, window]));
  const inserted = new Map(
    (row.inserted ?? []).map((each) => [voterKey(each.category, each.voter), Number(each.id)]),
  );
  const totals = new Map(
    (row.totals ?? []).map((each) => [dishKey(each.category, each.food), Number(each.votes)]),
  );

  const decide = (vote: Vote): CastVoteResult => {
    const window = windowOf.get(vote.category);
    if (window?.state === "closed") return { status: "voting_closed" };
    if (window?.state === "not_open") {
      return { status: "voting_not_open", opensAt: `${window.opensAt}` };
    }
    const live = row.live ?? null;
    if (vote.release !== live) return { status: "release_moved", live };
    const voteId = inserted.get(
      voterKey(vote.category, row.erased ? vote.erased.voter : vote.voter),
    );
    if (voteId === undefined) return { status: "email_used" };
    return {
      status: "accepted",
      voteId,
      votes: totals.get(dishKey(vote.category, vote.food)) ?? 0,
    };
  };
  const firstResults = new Map<number, CastVoteResult>();
  const results = votes.map((vote, index) => {
    const first = repeatOf[index];
    if (first === undefined) {
      const decided = decide(vote);
      firstResults.set(index, decided);
      return decided;
    }
    const firstResult = firstResults.get(first);
    return firstResult?.status === "voting_closed" ||
      firstResult?.status === "voting_not_open" ||
      firstResult?.status === "release_moved"
      ? firstResult
      : { status: "email_used" as const };
  });
  return { results, totals };
}
