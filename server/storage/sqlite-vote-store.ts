import type SQLite from "better-sqlite3";
import type { VoteCategory } from "../../common/vote-category";
import { GroupCommit } from "./group-commit";
import { type CastVoteResult, storageOperation, type Vote, type VoteStore } from "./vote-store";

/** Votes and clicks go through group commit; reads see only what has been committed. */
export function createSqliteVoteStore(
  connection: SQLite.Database,
  /** Votes per transaction at most; 1 means one commit per vote (for comparison only). */
  maxBatch?: number,
): VoteStore {
  const commits = new GroupCommit(connection, maxBatch);
  const insertVote = connection.prepare(
    `insert into votes (category, food, email, created_at) values (?, ?, ?, ?)
     on conflict (category, email) do nothing`,
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

  return {
    countVotes: (category: VoteCategory, food: string) =>
      storageOperation(() => Number(readTotal.get(category, food) ?? 0)),

    castVote: (vote: Vote) =>
      storageOperation(() =>
        commits.run((): CastVoteResult => {
          const inserted = insertVote.run(
            vote.category,
            vote.food,
            vote.email,
            new Date().toISOString(),
          );
          if (inserted.changes === 0) return { status: "email_used" };
          return {
            status: "accepted",
            votes: Number(addToTotal.get(vote.category, vote.food) ?? 0),
          };
        }),
      ),

    readCounter: (name: string) => storageOperation(() => Number(readCounter.get(name) ?? 0)),

    incrementCounter: (name: string) =>
      storageOperation(() => commits.run(() => Number(incrementCounter.get(name) ?? 0))),
  };
}
