import { type Kysely, sql } from "kysely";
import type { VoteCategory } from "../../common/vote-category";
import { votingStateAt } from "../../common/voting-window";
import type { DatabaseSchema } from "./schema";
import { type CastVoteResult, storageOperation, type Vote, type VoteStore } from "./vote-store";

/**
 * PostgreSQL commits each vote on its own, with its default durability. The unique constraint
 * decides between concurrent votes of one address, across any number of servers.
 */
/** Rows each dish's total is spread over, so concurrent votes rarely wait on one lock. */
const totalShards = 16;

async function sumVotes(db: Kysely<DatabaseSchema>, category: string, food: string) {
  const row = await db
    .selectFrom("vote_totals")
    .select((select) => select.fn.sum<string | number | null>("votes").as("votes"))
    .where("category", "=", category)
    .where("food", "=", food)
    .executeTakeFirst();
  return Number(row?.votes ?? 0);
}

export function createPostgresVoteStore(db: Kysely<DatabaseSchema>): VoteStore {
  return {
    countVotes: (category: VoteCategory, food: string) =>
      storageOperation(() => sumVotes(db, category, food)),

    castVote: (vote: Vote) =>
      storageOperation(async () => {
        // One statement, so one round trip and one atomic commit: the window check, the
        // vote, its share of the total, and the total as this statement sees it plus this
        // vote. Data-modifying CTEs are invisible to the outer select, hence "+ bumped".
        // The window row is read FOR KEY SHARE: votes never wait on each other, but a close
        // (which locks the row FOR UPDATE) waits for votes in flight, and votes arriving
        // during the close wait for it and then see the new closing time.
        // "Now" is the database's clock at the moment the window row is read (after any wait
        // for a close), not this process's clock when the statement was sent: a vote sent a
        // moment before a close but run after it is refused.
        const shard = Math.floor(Math.random() * totalShards);
        const now = sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
        const erased = sql`exists (
          select 1 from settings where name = 'addresses_erased_at' and value is not null
        )`;
        // Data-modifying CTEs run to completion whether or not the select reads them.
        const counted = sql.lit(vote.status === "valid");
        const result = await sql<{
          vote_id: number | null;
          votes: string | number;
          opens_at: string | null;
          closes_at: string | null;
        }>`
          with win as (
            select opens_at, closes_at from voting_windows
            where category = ${vote.category} for key share
          ), open as (
            select 1 from win
            where (opens_at is null or opens_at <= ${now}) and (closes_at is null or closes_at > ${now})
          ), inserted as (
            insert into votes (category, food, email, voter, created_at, status, flag_reason,
              ip_hash, network_hash, domain)
            select ${vote.category}, ${vote.food},
              case when ${erased} then ${vote.erased.email} else ${vote.email} end,
              case when ${erased} then ${vote.erased.voter} else ${vote.voter} end,
              ${now}, ${vote.status}, ${vote.flagReason}, ${vote.ipHash}, ${vote.networkHash},
              ${vote.domain}
            from open
            on conflict do nothing
            returning id
          ), bumped as (
            insert into vote_totals (category, food, shard, votes)
            select ${vote.category}, ${vote.food}, ${shard}, 1 from inserted where ${counted}
            on conflict (category, food, shard) do update set votes = vote_totals.votes + 1
            returning 1
          ), set_aside as (
            insert into vote_status_totals (category, food, status, votes)
            select ${vote.category}, ${vote.food}, ${vote.status}, 1 from inserted where not ${counted}
            on conflict (category, food, status) do update set votes = vote_status_totals.votes + 1
            returning 1
          )
          select
            (select id from inserted) as vote_id,
            (select coalesce(sum(votes), 0) from vote_totals
              where category = ${vote.category} and food = ${vote.food})
              + (select count(*) from bumped) as votes,
            (select opens_at from win) as opens_at,
            (select closes_at from win) as closes_at
        `.execute(db);
        const row = result.rows[0];
        if (row?.vote_id == null) {
          const window = { opensAt: row?.opens_at ?? null, closesAt: row?.closes_at ?? null };
          const state = votingStateAt(window, new Date());
          if (state === "closed") return { status: "voting_closed" } satisfies CastVoteResult;
          if (state === "not_open") {
            return {
              status: "voting_not_open",
              opensAt: `${window.opensAt}`,
            } satisfies CastVoteResult;
          }
          return { status: "email_used" } satisfies CastVoteResult;
        }
        return {
          status: "accepted",
          voteId: Number(row.vote_id),
          votes: Number(row.votes),
        } satisfies CastVoteResult;
      }),

    readCounter: (name: string) =>
      storageOperation(async () => {
        const row = await db
          .selectFrom("counters")
          .select("value")
          .where("name", "=", name)
          .executeTakeFirst();
        return Number(row?.value ?? 0);
      }),

    incrementCounter: (name: string) =>
      storageOperation(async () => {
        const row = await db
          .insertInto("counters")
          .values({ name, value: 1 })
          .onConflict((conflict) =>
            conflict.column("name").doUpdateSet((update) => ({
              value: update("counters.value", "+", 1),
            })),
          )
          .returning("value")
          .executeTakeFirstOrThrow();
        return Number(row.value);
      }),
  };
}
