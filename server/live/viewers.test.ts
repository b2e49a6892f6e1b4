import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { expect, it, onTestFinished } from "vitest";
import { createViewers, type ViewerOptions } from "./viewers";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A bare HTTP server on 127.0.0.1 whose every request becomes a viewer, `count` real client
 * connections to it, and what each response was written (the chunks themselves, to tell one
 * shared Buffer from one encoded per viewer).
 */
async function viewersOnRealSockets(count: number, options: Partial<ViewerOptions> = {}) {
  const viewers = createViewers({
    maxViewers: 5_000,
    heartbeatMs: 60_000,
    maxBufferedBytes: 64 * 1024,
    sliceSize: 200,
    ...options,
  });
  const written = new Map<ServerResponse, unknown[]>();
  const server = createServer((_request, response) => {
    const chunks: unknown[] = [];
    written.set(response, chunks);
    const write = response.write.bind(response) as (chunk: unknown) => boolean;
    response.write = ((chunk: unknown) => {
      chunks.push(chunk);
      return write(chunk);
    }) as ServerResponse["write"];
    viewers.add(response, {}, '"first"');
  });
  server.maxConnections = count + 10;
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", 1_024, listening));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  const clients: IncomingMessage[] = [];
  onTestFinished(async () => {
    for (const client of clients) client.destroy();
    viewers.endAll();
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });
  const received = new Map<IncomingMessage, string>();
  const connectOne = () =>
    new Promise<IncomingMessage>((answered, failed) => {
      const outgoing = request(
        { port: address.port, host: "127.0.0.1", path: "/", agent: false },
        answered,
      );
      outgoing.on("error", failed);
      outgoing.end();
    });
  // A hundred at a time: the listen backlog and the machine's other users stay unhurried.
  for (let start = 0; start < count; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, connectOne),
    );
    for (const client of batch) {
      client.setEncoding("utf8");
      received.set(client, "");
      client.on("data", (chunk: string) => received.set(client, received.get(client) + chunk));
      clients.push(client);
    }
  }
  const deadline = Date.now() + 10_000;
  while (viewers.count() < count) {
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(5);
  }
  return { viewers, written, clients, received };
}

const eventsIn = (text: string | undefined) => text?.match(/^data: .*$/gm) ?? [];

it("encodes an event once and writes that same Buffer to every viewer", async () => {
  const { viewers, written, clients, received } = await viewersOnRealSockets(50);
  await viewers.broadcast('{"n":1}');
  const frames = [...written.values()].map((chunks) => chunks.at(-1));
  expect(frames).toHaveLength(50);
  expect(Buffer.isBuffer(frames[0])).toBe(true);
  // One object, not 50 equal ones.
  expect(new Set(frames).size).toBe(1);
  expect(String(frames[0])).toBe('data: {"n":1}\n\n');
  // Byte for byte on the wire, after the retry line and the first event.
  const deadline = Date.now() + 5_000;
  while (clients.some((client) => !received.get(client)?.includes('{"n":1}'))) {
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(10);
  }
  for (const client of clients) {
    expect(received.get(client)).toBe('retry: 2000\n\ndata: "first"\n\ndata: {"n":1}\n\n');
  }
});

it("drops a viewer who reads nothing once its unsent bytes pass the bound; the others keep receiving", async () => {
  const maxBufferedBytes = 64 * 1024;
  const { viewers, written, clients, received } = await viewersOnRealSockets(3, {
    maxBufferedBytes,
  });
  const [stalled, ...reading] = clients;
  if (!stalled) throw new Error("no viewer");
  // Reads nothing: the socket's buffers fill, as on a stalled screen.
  stalled.pause();

  // 400 events of 32 KiB: 12.8 MB, far more than the kernel's buffers take.
  const filler = "x".repeat(32 * 1024);
  let mostBuffered = 0;
  let droppedAt: number | undefined;
  for (let n = 1; n <= 400; n += 1) {
    await viewers.broadcast(`"${n}:${filler}"`);
    for (const response of written.keys()) {
      if (!response.destroyed) mostBuffered = Math.max(mostBuffered, response.writableLength);
    }
    if (droppedAt === undefined && viewers.count() < 3) droppedAt = n;
    await sleep(1);
  }
  expect(droppedAt).toBeDefined();
  expect(viewers.count()).toBe(2);
  expect(viewers.droppedCount()).toBe(1);
  // Bounded: never more than the limit plus the one event that crossed it.
  expect(mostBuffered).toBeLessThanOrEqual(maxBufferedBytes + filler.length + 64);
  // Its connection is let go (destroyed, not ended: what is unsent would never be taken).
  expect([...written.keys()].filter((response) => response.destroyed)).toHaveLength(1);
  const deadline = Date.now() + 5_000;
  // The readers got every event, in order.
  while (reading.some((client) => !received.get(client)?.includes('"400:'))) {
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(10);
  }
  for (const client of reading) {
    const events = eventsIn(received.get(client));
    expect(events).toHaveLength(401);
    expect(events[400]?.startsWith('data: "400:')).toBe(true);
  }
});

it("writes to 2,000 viewers in slices, letting the event loop turn between them", async () => {
  const { viewers, clients, received } = await viewersOnRealSockets(2_000);
  // A sentinel that counts the turns of the event loop while the broadcast runs.
  let turns = 0;
  let broadcasting = true;
  const sentinel = (async () => {
    while (broadcasting && turns < 10_000) {
      await nextTurn();
      turns += 1;
    }
  })();
  await viewers.broadcast('{"n":2}');
  broadcasting = false;
  await sentinel;
  // 2,000 viewers, 200 a slice: the loop turned at least between each of the 10 slices.
  expect(turns).toBeGreaterThanOrEqual(9);
  const deadline = Date.now() + 10_000;
  while (clients.some((client) => !received.get(client)?.includes('{"n":2}'))) {
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(20);
  }
});
