/**
 * What group commit buys on SQLite, measured without HTTP: 50 concurrent voters against the
 * real store on a fresh database file, once with group commit and once with one transaction
 * per vote, both with synchronous=FULL, and the CPU one stored vote costs with group commit.
 * Figures, not a test:
 *
 *   npm run bench:storage        (BENCH_SECONDS per run, default 5; 3 runs, median)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import { migrateToLatest } from "../server/storage/database";
import { GroupCommit } from "../server/storage/group-commit";
import type { DatabaseSchema } from "../server/storage/schema";
import { forKysely, openSqliteConnection } from "../server/storage/sqlite-connection";
import { createSqliteVoteStore } from "../server/storage/sqlite-vote-store";
import { plainVote } from "../server/storage/vote-store";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const voters = 50;
const runs = 3;

type Run = { rate: number; cpuMicrosPerVote: number; kernelMicrosPerVote: number };

async function measure(maxBatch: number | undefined): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), "fb8-bench-storage-"));
  const connection = openSqliteConnection(join(dir, "fb8.sqlite"));
  connection.exec("PRAGMA journal_mode = WAL");
  connection.exec("PRAGMA synchronous = FULL");
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: forKysely(connection) }),
  });
  await migrateToLatest(db);
  const store = createSqliteVoteStore(connection, new GroupCommit(connection, { maxBatch }));
  let accepted = 0;
  const cpuBefore = process.cpuUsage();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: voters }, async (_, voter) => {
      for (let vote = 0; Date.now() < deadline; vote += 1) {
        const result = await store.castVote(
          plainVote("domestic", "rendang", `v${voter}-${vote}@example.com`),
        );
        if (result.status === "accepted") accepted += 1;
      }
    }),
  );
  // The whole process's CPU, this loop's voters included: what one stored vote costs.
  const cpu = process.cpuUsage(cpuBefore);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  return {
    rate: accepted / seconds,
    cpuMicrosPerVote: (cpu.user + cpu.system) / accepted,
    kernelMicrosPerVote: cpu.system / accepted,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const grouped: Run[] = [];
const single: Run[] = [];
for (let run = 0; run < runs; run += 1) {
  grouped.push(await measure(undefined));
  single.push(await measure(1));
}
const groupedRate = median(grouped.map((run) => run.rate));
const singleRate = median(single.map((run) => run.rate));
const groupedCpu = median(grouped.map((run) => run.cpuMicrosPerVote));
const groupedKernel = median(grouped.map((run) => run.kernelMicrosPerVote));
console.log(
  `SQLite, synchronous=FULL, ${voters} concurrent voters, ${seconds} s × ${runs} runs (median):`,
);
console.log(`  group commit:            ${Math.round(groupedRate).toLocaleString("en")} votes/s`);
console.log(`  one commit per vote:     ${Math.round(singleRate).toLocaleString("en")} votes/s`);
console.log(`  ratio:                   ${(groupedRate / singleRate).toFixed(1)}×`);
console.log(
  `  CPU per stored vote, group commit: ${groupedCpu.toFixed(1)} µs (${groupedKernel.toFixed(1)} µs of it in the kernel)`,
);
