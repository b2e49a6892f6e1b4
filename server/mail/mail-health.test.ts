import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { apiError } from "../../common/api-errors";
import { startSmtpServer } from "../../scripts/support/smtp-server";
import { castVote } from "../../tests/committee";
import { startWithConfirmation } from "../../tests/confirmation-app";

type LogLine = { level: number; msg: string; cause?: Record<string, unknown>; count?: number };

/** The app's log lines about mail, parsed. */
const mailLines = (logs: string[]) =>
  logs.map((line) => JSON.parse(line) as LogLine).filter((line) => /^mail /.test(line.msg));

const until = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

afterEach(() => {
  vi.useRealTimers();
});

describe("a mail server that stops answering", () => {
  it("is logged with its cause once a minute, and once when it is back; readiness reports it and stays 200", async () => {
    const { app, logs, smtp } = await startWithConfirmation();
    expect((await castVote(app, "awal@gmail.com")).statusCode).toBe(202);
    await smtp.nextMessage();
    const ready = async () => {
      const response = await app.inject("/api/health/ready");
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await ready()).toEqual({
      status: "ok",
      storage: { kind: "sqlite", reachable: true, writable: true },
      mail: { reachable: true },
    });

    const { port } = new URL(smtp.url);
    await smtp.close();
    for (const email of ["budi@gmail.com", "sari@gmail.com"]) {
      const refused = await castVote(app, email);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(apiError("mail_unavailable"));
    }
    const [first, ...more] = mailLines(logs);
    expect(more).toEqual([]);
    expect(first?.level).toBe(50);
    expect(first?.cause?.message).toMatch(/ECONNREFUSED/);
    expect(first?.cause?.code).toEqual(expect.any(String));
    expect(logs.join("")).not.toContain("@gmail.com");
    expect(await ready()).toMatchObject({ status: "ok", mail: { reachable: false } });

    // A minute later, the next failure reports the two since the last line.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await castVote(app, "tono@gmail.com")).statusCode).toBe(503);
    vi.useRealTimers();
    expect(mailLines(logs).map((line) => [line.level, line.msg])).toEqual([
      [50, expect.stringMatching(/^mail unavailable/)],
      [50, "mail still unavailable: 2 failed attempts since the last report"],
    ]);

    const back = await startSmtpServer({ port: Number(port) });
    onTestFinished(() => back.close());
    expect((await castVote(app, "budi@gmail.com")).statusCode).toBe(202);
    await back.nextMessage();
    expect(mailLines(logs).slice(2)).toEqual([
      expect.objectContaining({ level: 30, msg: "mail reachable again after 3 failed attempts" }),
    ]);
    expect(await ready()).toMatchObject({ status: "ok", mail: { reachable: true } });
  });

  it("is found by readiness's own check without a vote, at most once a minute", async () => {
    const { app, logs, smtp } = await startWithConfirmation();
    const ready = () => app.inject("/api/health/ready");
    for (let index = 0; index < 10; index += 1) await ready();
    await until(async () => smtp.connections() === 1);
    // The check is over (its connection ended), so closing the server cannot cut it short.
    await until(async () => smtp.closedConnections() === 1);
    expect((await ready()).json().mail).toEqual({ reachable: true });

    await smtp.close();
    // Within the minute of the last check, nothing is asked: the last outcome stands.
    expect((await ready()).json().mail).toEqual({ reachable: true });
    vi.setSystemTime(Date.now() + 61_000);
    await ready();
    vi.useRealTimers();
    await until(async () => (await ready()).json().mail.reachable === false);
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      storage: { kind: "sqlite", reachable: true, writable: true },
      mail: { reachable: false },
    });
    expect(mailLines(logs)).toEqual([
      expect.objectContaining({ level: 50, cause: expect.objectContaining({ code: "ESOCKET" }) }),
    ]);
  });
});
