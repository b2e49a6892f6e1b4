import { afterEach, expect, test, vi } from "vitest";
import { createFastify, requestTimeoutMs } from "./fastify-server";

afterEach(() => {
  vi.useRealTimers();
});

test("an injected request slower than the request timeout is answered by its handler, not cut", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const app = createFastify({
    answerBadUrl: (_url, reply) => reply.code(400).send(),
    pluginTimeoutMs: 10_000,
  });
  let finish: (() => void) | undefined;
  app.get("/lambat", async () => {
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return { ok: true };
  });
  await app.ready();
  const answer = app.inject({ url: "/lambat" });
  await vi.waitFor(() => expect(finish).toBeDefined());
  // Before: the timer tried to write a 408 on the mock socket and threw, unhandled.
  await vi.advanceTimersByTimeAsync(requestTimeoutMs + 1_000);
  finish?.();
  const response = await answer;
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  await app.close();
});
