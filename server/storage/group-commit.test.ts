import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";
import { openSqliteConnection } from "./sqlite-connection";

function setUp(options: ConstructorParameters<typeof GroupCommit>[1] = {}) {
  const connection = openSqliteConnection(":memory:");
  connection.exec(`
    PRAGMA foreign_keys = ON;
    create table parents (id integer primary key);
    create table items (
      name text not null unique,
      parent integer references parents (id) deferrable initially deferred
    );
    insert into parents (id) values (1);
  `);
  const insert = connection.prepare("insert into items (name, parent) values (?, ?)");
  const names = () =>
    connection.prepare("select name from items order by name").pluck().all() as string[];
  return { insert, names, commits: new GroupCommit(connection, options) };
}

describe("group commit on SQLite", () => {
  it("commits work queued together in one batch and settles each promise with its value", async () => {
    const batches: number[] = [];
    const { insert, names, commits } = setUp({ onBatch: (size) => batches.push(size) });
    const results = await Promise.all(
      ["a", "b", "c"].map((name) => commits.run(() => insert.run(name, 1).changes)),
    );
    expect(results).toEqual([1, 1, 1]);
    expect(batches).toEqual([3]);
    expect(names()).toEqual(["a", "b", "c"]);
  });

  it("fails only the item that throws, undoing its own writes, and keeps the others", async () => {
    const { insert, names, commits } = setUp();
    const outcomes = await Promise.allSettled([
      commits.run(() => insert.run("a", 1)),
      commits.run(() => {
        insert.run("half-done", 1);
        throw new Error("this vote fails");
      }),
      commits.run(() => insert.run("a", 1)),
      commits.run(() => insert.run("b", 1)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toContain("UNIQUE");
    expect(names()).toEqual(["a", "b"]);
  });

  it("fails the whole batch when its COMMIT fails, and stores nothing of it", async () => {
    const { insert, names, commits } = setUp();
    const outcomes = await Promise.allSettled([
      commits.run(() => insert.run("a", 1)),
      // A deferred foreign key is checked at COMMIT, after every item has succeeded.
      commits.run(() => insert.run("orphan", 99)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(names()).toEqual([]);
    expect(await commits.run(() => insert.run("after", 1).changes)).toBe(1);
  });

  it("reads a batch's kept value once, and again in the next batch", async () => {
    const { commits } = setUp();
    let reads = 0;
    const read = () => {
      reads += 1;
      return "window";
    };
    await Promise.all([1, 2, 3].map(() => commits.run((batch) => batch.once("w", read))));
    expect(reads).toBe(1);
    await commits.run((batch) => batch.once("w", read));
    expect(reads).toBe(2);
  });
});
