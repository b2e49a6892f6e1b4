import { createServer, type IncomingMessage, request } from "node:http";
import type { Socket } from "node:net";
import { expect, it, onTestFinished } from "vitest";
import { createViewers } from "./viewers";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("lets a viewer who reads nothing skip events, holding at most one beyond the limit, then sends the latest", async () => {
  const maxBufferedBytes = 64 * 1024;
  const viewers = createViewers({ maxViewers: 10, heartbeatMs: 60_000, maxBufferedBytes });
  const server = createServer((_request, response) => viewers.add(response, {}, '"first"'));
  const serverSide: Socket[] = [];
  server.on("connection", (socket) => serverSide.push(socket));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  onTestFinished(async () => {
    viewers.endAll();
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  const { port } = address;

  let received = "";
  const response = await new Promise<IncomingMessage>((answered) =>
    request({ port, host: "127.0.0.1", path: "/", agent: false }, answered).end(),
  );
  response.setEncoding("utf8");
  // Reads nothing: the socket's buffers fill, as on a stalled screen.
  response.pause();
  while (viewers.count() === 0) await sleep(5);

  // 400 events of 32 KiB: 12.8 MB, far more than the kernel's buffers take.
  const filler = "x".repeat(32 * 1024);
  let mostBuffered = 0;
  for (let n = 1; n <= 400; n += 1) {
    viewers.broadcast(`"${n}:${filler}"`);
    for (const socket of serverSide) mostBuffered = Math.max(mostBuffered, socket.writableLength);
    if (n % 20 === 0) await sleep(1);
  }
  expect(mostBuffered).toBeLessThan(maxBufferedBytes + 2 * filler.length);

  response.on("data", (chunk: string) => {
    received += chunk;
  });
  response.resume();
  const deadline = Date.now() + 5_000;
  while (!received.includes('"400:')) {
    expect(Date.now()).toBeLessThan(deadline);
    await sleep(10);
  }
  const events = received.match(/^data: .*$/gm) ?? [];
  expect(events[0]).toBe('data: "first"');
  expect(events.at(-1)?.startsWith('data: "400:')).toBe(true);
  // Skipped, not queued: far fewer than the 400 sent.
  expect(events.length).toBeLessThan(300);
});
