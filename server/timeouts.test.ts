import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../tests/build-app";
import { requestTimeoutMs } from "./app";

/**
 * A client that sends its headers and then one byte of its body per second, for at most
 * `limitMs`. Resolves with what the server answered and when the connection ended.
 */
function trickleVote(base: string, limitMs: number) {
  const { port } = new URL(base);
  const body = JSON.stringify({ email: "lambat@example.com" });
  return new Promise<{ answer: string; closedAfterMs: number; bytesSent: number }>(
    (resolve, reject) => {
      const started = Date.now();
      const socket = connect(Number(port), "127.0.0.1");
      let answer = "";
      let bytesSent = 0;
      const trickle = setInterval(() => {
        if (socket.writable && bytesSent < body.length) socket.write(body[bytesSent++] ?? "");
      }, 1_000);
      const giveUp = setTimeout(() => socket.destroy(), limitMs);
      socket.on("data", (chunk) => {
        answer += String(chunk);
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(trickle);
        clearTimeout(giveUp);
        resolve({ answer, closedAfterMs: Date.now() - started, bytesSent });
      });
      socket.on("connect", () => {
        socket.write(
          "POST /api/votes/domestic/rendang HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
      });
      socket.once("error", reject);
    },
  );
}

describe("a client that trickles its request", () => {
  it("is answered 408 request_timeout and cut off within the request timeout", async () => {
    const { listen } = await buildTestApp();
    const base = await listen();
    const { answer, closedAfterMs, bytesSent } = await trickleVote(base, 25_000);
    // The body is 31 bytes: at one a second, only the timeout can end this before 25 s.
    expect(bytesSent).toBeLessThan(20);
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 2_500);
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"error":"request_timeout"');
    console.log(`trickling client cut off after ${closedAfterMs} ms`);
  }, 40_000);
});
