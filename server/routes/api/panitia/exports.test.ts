import type { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { describe, expect, it, onTestFinished } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import { freshSqlite } from "../../../../scripts/support/databases";
import { seedVotes } from "../../../../scripts/support/seed-votes";
import { type CommitteeClient, castVote, startWithCommittee } from "../../../../tests/committee";

/** Enough votes that one export, written in one go, holds the event loop for a long while. */
const seeded = 100_000;
const readerTimeoutMs = 600;

async function startWithVotes() {
  const storage = freshSqlite();
  await seedVotes(storage.storage, seeded);
  return startWithCommittee({ storage, exportReaderTimeoutMs: readerTimeoutMs });
}

/**
 * The most CPU time the process spent between two runs of a 5 ms timer, the last stretch
 * included (a loop held from start to end never runs the timer at all). CPU time rather than
 * wall time, so that a machine busy with other work does not count as a held loop.
 */
function watchEventLoop() {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let last = cpuMs();
  let longest = 0;
  const timer = setInterval(() => {
    const now = cpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, cpuMs() - last);
    },
  };
}

/**
 * An export whose reader takes the headers and then stops reading, as a script that stalls or
 * a spreadsheet that hangs would. inject's streamed response pushes back like a socket whose
 * buffers are full, without needing an export larger than the kernel's socket buffers.
 */
async function pausedReader(admin: CommitteeClient) {
  const response = await admin.request({
    url: "/api/panitia/export/votes.csv",
    payloadAsStream: true,
  });
  expect(response.statusCode).toBe(200);
  const body = response.stream();
  onTestFinished(() => {
    body.destroy();
  });
  return body;
}

/** Reads a stream to its end or its failure, and says how many bytes came. */
function drain(body: Readable): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0;
    if (body.closed) return resolve(bytes);
    body.on("data", (chunk: Buffer) => {
      bytes += chunk.byteLength;
    });
    body.on("error", () => {});
    body.once("close", () => resolve(bytes));
  });
}

describe("the exports on SQLite with many votes", () => {
  it("never hold the event loop while uncompressed exports run", { timeout: 60_000 }, async () => {
    const { app, admin } = await startWithVotes();
    const cpuBefore = process.cpuUsage();
    const loop = watchEventLoop();
    // inject's response never pushes back, like a fast client on an uncompressed stream.
    const [first, second] = await Promise.all([
      admin.request({ url: "/api/panitia/export/votes.csv" }),
      admin.request({ url: "/api/panitia/export/votes.csv" }),
    ]);
    const longestHoldMs = loop.stop();
    const { user, system } = process.cpuUsage(cpuBefore);
    const exportCpuMs = (user + system) / 1000;
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.trim().split("\n")).toHaveLength(seeded + 1);
    }
    expect(first?.body).toBe(second?.body);
    // Against the exports' own CPU rather than a fixed time, which a slower machine misses:
    // two exports each in one go would hold the loop for half of it; in batches, a few
    // percent (about a tenth here, the response's assembly by inject included).
    expect(longestHoldMs).toBeLessThan(exportCpuMs / 5);

    // Through gzip, the same bytes.
    const gzipped = await admin.request({
      url: "/api/panitia/export/votes.csv",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(first?.body);
    expect((await castVote(app, "sesudah@sekolah.sch.id")).statusCode).toBe(201);
  });

  it("refuses a third export at once, and lets a reader who stops reading go", {
    timeout: 60_000,
  }, async () => {
    const { app, admin } = await startWithVotes();
    const readers = [await pausedReader(admin), await pausedReader(admin)];

    const third = await admin.request({ url: "/api/panitia/export/votes.csv" });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(committeeError("export_busy"));

    // The stalled exports hold neither the database nor the memory of the whole export
    // (several MB): what waits for each reader is a few buffers.
    const started = performance.now();
    expect((await castVote(app, "selama@sekolah.sch.id")).statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    for (const body of readers) expect(body.readableLength).toBeLessThan(256 * 1024);

    // The server gives up on them after the reader timeout: a reader who comes back later
    // finds the export cut short, not complete.
    await new Promise((resolve) => setTimeout(resolve, readerTimeoutMs * 2));
    const received = await Promise.all(readers.map(drain));

    const again = await admin.request({ url: "/api/panitia/export/votes.csv" });
    expect(again.statusCode).toBe(200);
    expect(again.body.trim().split("\n")).toHaveLength(seeded + 2);
    for (const bytes of received) expect(bytes).toBeLessThan(Buffer.byteLength(again.body) / 2);
    for (const body of readers) expect(body.errored).toBeTruthy();
  });
});
