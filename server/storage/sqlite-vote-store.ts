import type SQLite from "better-sqlite3";
import type { VoteCategory } from "../../common/vote-category";
import { type VotingWindow, votingClock } from "../../common/voting-window";
import { domainCounterKey, minuteOf, networkCounterKey, oldestKeptMinute } from "./burst-counters";
import { CountCache, dishKey } from "./count-cache";
import type { GroupCommit } from "./group-commit";
import {
  type CastVoteResult,
  spentProofPurges,
  storageOperation,
  type Vote,
  type VoteStore,
} from "./vote-store";

/** Votes and clicks go through group commit; reads see only what has been committed. */
export function createSqliteVoteStore(
  connection: SQLite.Database,
  commits: GroupCommit,
): VoteStore {
  // A clash on the voter's unique key (migration 009: the only one) means the address has
  // voted in this category.
  const insertVote = connection
    .prepare(
      `insert into votes (category, food, email, voter, created_at, status, flag_reason,
         ip_hash, network_hash, domain, small_domain)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing
       returning id`,
    )
    .pluck();
  const addToStatusTotal = connection.prepare(
    `insert into vote_status_totals (category, food, status, votes) values (?, ?, ?, 1)
     on conflict (category, food, status) do update set votes = votes + 1`,
  );
  const addToTotal = connection
    .prepare(
      `insert into vote_totals (category, food, shard, votes) values (?, ?, 0, 1)
     on conflict (category, food, shard) do update set votes = votes + 1
     returning votes`,
    )
    .pluck();
  const readTotal = connection
    .prepare("select sum(votes) from vote_totals where category = ? and food = ?")
    .pluck();
  const incrementCounter = connection
    .prepare(
      `insert into counters (name, value) values (?, 1)
     on conflict (name) do update set value = value + 1
     returning value`,
    )
    .pluck();
  const readCounter = connection.prepare("select value from counters where name = ?").pluck();
  const readWindow = connection.prepare<[string], VotingWindow>(
    "select opens_at as opensAt, closes_at as closesAt from voting_windows where category = ?",
  );
  const livePointer = connection
    .prepare("select release_id from content_live where id = 1")
    .pluck();
  const addressesErased = connection
    .prepare("select value from settings where name = 'addresses_erased_at'")
    .pluck();

  const insertSpentProof = connection.prepare(
    "insert into spent_proofs (key, expires_at) values (?, ?) on conflict do nothing",
  );
  const purgeSpentProofs = connection.prepare("delete from spent_proofs where expires_at < ?");
  const purges = spentProofPurges();
  // Burst flagging's counters (migration 029): one row per network and per domain a minute.
  const addToBurstCounter = connection.prepare(
    `insert into burst_counters (key, minute, votes, small_votes) values (?, ?, 1, ?)
     on conflict (key, minute) do update
       set votes = votes + 1, small_votes = small_votes + excluded.small_votes`,
  );
  const purgeBurstCounters = connection.prepare("delete from burst_counters where minute < ?");
  const burstPurges = spentProofPurges();

  const counts = new CountCache();

  return {
    countVotes: (category: VoteCategory, food: string) =>
      storageOperation(() =>
        counts.read(dishKey(category, food), async () =>
          Number(readTotal.get(category, food) ?? 0),
        ),
      ),

    castVote: (vote: Vote) =>
      storageOperation(async () => {
        const result = await castInBatch(vote);
        // Only once committed: the count a voter reads next includes their vote.
        if (result.status === "accepted") {
          counts.committed(dishKey(vote.category, vote.food), result.votes);
        }
        return result;
      }),

    forgetCounts: () => counts.clear(),

    readCounter: (name: string) => storageOperation(() => Number(readCounter.get(name) ?? 0)),

    incrementCounter: (name: string) =>
      storageOperation(() => commits.run(() => Number(incrementCounter.get(name) ?? 0))),

    spendProof: (key: string, expiresAt: Date) =>
      storageOperation(() =>
        commits.run(() => {
          const now = new Date();
          if (purges.due(now)) purgeSpentProofs.run(now.toISOString());
          return insertSpentProof.run(key, expiresAt.toISOString()).changes > 0;
        }),
      ),
  };

  /** The stored vote in its network's and domain's counters, in the vote's transaction. */
  function countInBursts(vote: Vote, now: Date) {
    if (burstPurges.due(now)) purgeBurstCounters.run(oldestKeptMinute(now));
    const minute = minuteOf(now);
    if (vote.networkHash) {
      addToBurstCounter.run(networkCounterKey(vote.networkHash), minute, vote.smallDomain ? 1 : 0);
    }
    if (vote.domain && vote.domainCounted !== false) {
      addToBurstCounter.run(domainCounterKey(vote.domain), minute, 0);
    }
  }

  function castInBatch(vote: Vote) {
    return commits.run((batch): CastVoteResult => {
      const now = new Date();
      // Read once per batch: no vote changes them, and the committee's changes take the
      // connection between batches.
      const { window, stateAt } = batch.once(`window:${vote.category}`, () => {
        const read = readWindow.get(vote.category) ?? { opensAt: null, closesAt: null };
        return { window: read, stateAt: votingClock(read) };
      });
      const state = stateAt(now.getTime());
      if (state === "closed") return { status: "voting_closed" };
      if (state === "not_open") return { status: "voting_not_open", opensAt: `${window.opensAt}` };
      // The one writer: a release going live (releases.ts `goLive`) runs between two batches,
      // so the pointer read here stands until this batch commits.
      const live = batch.once("live", () => (livePointer.get() as string | undefined) ?? null);
      if (live !== vote.release) return { status: "release_moved", live };
      const { email, voter } = batch.once("erased", () => Boolean(addressesErased.get()))
        ? vote.erased
        : vote;
      const voteId = insertVote.get(
        vote.category,
        vote.food,
        email,
        voter,
        now.toISOString(),
        vote.status,
        vote.flagReason,
        vote.ipHash,
        vote.networkHash,
        vote.domain,
        vote.smallDomain ? 1 : null,
      );
      if (voteId === undefined) return { status: "email_used" };
      countInBursts(vote, now);
      if (vote.status !== "valid") {
        addToStatusTotal.run(vote.category, vote.food, vote.status);
        return {
          status: "accepted",
          voteId: Number(voteId),
          votes: Number(readTotal.get(vote.category, vote.food) ?? 0),
        };
      }
      return {
        status: "accepted",
        voteId: Number(voteId),
        votes: Number(addToTotal.get(vote.category, vote.food) ?? 0),
      };
    });
  }
}
