import { connect } from "node:net";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { committeeApiPaths } from "../common/paths";
import { buildTestApp } from "../tests/build-app";
import { addCommitteeAccounts, signInAs } from "../tests/committee";
import { requestTimeoutMs } from "./app";

/**
 * Sends `head` at once and then `body` in `pieces` parts, one a second; resolves with what the
 * server answered and when the connection ended (or `limitMs` passed).
 */
function trickle(base: string, head: string, body: Buffer, pieces: number, limitMs: number) {
  const { port } = new URL(base);
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), "127.0.0.1");
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    let answer = "";
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    };
    const timer = setInterval(() => {
      if (socket.writable && sent < body.length) {
        socket.write(body.subarray(sent, sent + size));
        sent += size;
      }
    }, 1_000);
    const giveUp = setTimeout(() => socket.destroy(), limitMs);
    socket.on("data", (chunk) => {
      answer += String(chunk);
      // One answer is all this client waits for: the upload's keeps the connection alive.
      if (/\r\n\r\n\{.*\}$/s.test(answer)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", done);
    socket.on("connect", () => socket.write(head));
  });
}

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
  });
});

describe("an upload from a slow phone", () => {
  it("may take longer than the request timeout, while a vote trickled alongside is cut off", async () => {
    const { app, listen } = await buildTestApp();
    await addCommitteeAccounts(app);
    const editor = await signInAs(app, "editor");
    const base = await listen();
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#2e86de" },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([Uint8Array.from(photo)], { type: "image/jpeg" }), "foto.jpg");
    const request = new Request("http://fb8.test/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const head =
      `POST ${committeeApiPaths.contentMedia} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Cookie: ${editor.cookie}\r\nX-CSRF-Token: ${editor.csrfToken}\r\n` +
      `Content-Type: ${request.headers.get("content-type")}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const vote = JSON.stringify({ email: "lambat@example.com" });
    const voteHead =
      "POST /api/votes/domestic/rendang HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
      `Content-Type: application/json\r\nContent-Length: ${vote.length}\r\n\r\n`;

    const [upload, trickledVote] = await Promise.all([
      // The whole body's last piece goes after 13 s, past the 10 s every other request gets.
      trickle(base, head, body, 13, 25_000),
      trickle(base, voteHead, Buffer.from(vote), vote.length, 25_000),
    ]);
    expect(upload.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(upload.closedAfterMs).toBeGreaterThan(requestTimeoutMs + 2_000);
    expect(trickledVote.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(trickledVote.answer).toContain('"error":"request_timeout"');
    expect(trickledVote.closedAfterMs).toBeLessThan(requestTimeoutMs + 2_500);
    console.log(
      `upload answered after ${upload.closedAfterMs} ms, vote cut off after ${trickledVote.closedAfterMs} ms`,
    );
  });
});
