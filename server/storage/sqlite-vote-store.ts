import type SQLite from "better-sqlite3";
import type { VoteCategory } from "../../common/vote-category";
import { GroupCommit } from "./group-commit";
import {
  type CastVoteResult,
  StorageUnavailableError,
  type Vote,
  type VoteStore,
} from "./vote-store";

export function createSqliteVoteStore(connection: SQLite.Database): VoteStore {
  const commits = new GroupCommit(connection);
  const insertVote = connection.prepare(
    `insert into votes (category, food, email, created_at) values (?, ?, ?, ?)
     on conflict (category, email) do nothing`,
  );
  const addToTotal = connection.prepare(
    `insert into vote_totals (category, food, votes) values (?, ?, 1)
     on conflict (category, food) do update set votes = votes + 1
     returning votes`,
  );
  const readTotal = connection.prepare(
    "select votes from vote_totals where category = ? and food = ?",
  );
  const incrementCounter = connection.prepare(
    `insert into counters (name, value) values (?, 1)
     on conflict (name) do update set value = value + 1
     returning value`,
  );
  const readCounter = connection.prepare("select value from counters where name = ?");

  const numberFrom = (row: unknown, column: string): number => {
    if (typeof row !== "object" || row === null) return 0;
    return Number((row as Record<string, unknown>)[column] ?? 0);
  };

  const guarded = async <T>(operation: () => Promise<T> | T): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  };

  return {
    countVotes: (category: VoteCategory, food: string) =>
      guarded(() => numberFrom(readTotal.get(category, food), "votes")),

    castVote: (vote: Vote) =>
      guarded(() =>
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
            votes: numberFrom(addToTotal.get(vote.category, vote.food), "votes"),
          };
        }),
      ),

    readCounter: (name: string) => guarded(() => numberFrom(readCounter.get(name), "value")),

    incrementCounter: (name: string) =>
      guarded(() => commits.run(() => numberFrom(incrementCounter.get(name), "value"))),
  };
}
