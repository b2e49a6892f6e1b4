import { describe, expect, it } from "vitest";
import { adminPassword, startWithCommittee } from "../../tests/committee";

const address = "siswa.rahasia@example.com";

describe("the log", () => {
  it("gives every request's lines its id and never holds an address or a password", async () => {
    const { app, logs } = await startWithCommittee({ logLevel: "trace" });
    const vote = (payload: string, url = "/api/votes/domestic/rendang") =>
      app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json" } });
    await vote(JSON.stringify({ email: address }));
    await vote(JSON.stringify({ email: address }));
    await vote(JSON.stringify({ email: `${address}>` }));
    await vote(`{"email": "${address}"`);
    await vote(JSON.stringify({ email: address }), "/api/votes/domestic/tidak-ada");
    await app.inject({ url: `/api/votes/domestic/rendang?email=${address}` });
    await app.inject({
      method: "POST",
      url: "/api/panitia/session",
      payload: { username: "ketua", password: `${adminPassword}-salah` },
    });
    const given = await app.inject({
      url: "/api/health",
      headers: { "x-request-id": "lb-42.a_b" },
    });
    const forged = await app.inject({
      url: "/api/health",
      headers: { "x-request-id": 'x"}\n{"level":60' },
    });

    const lines = logs.join("").split("\n").filter(Boolean);
    const requestLines = lines
      .map((line) => JSON.parse(line))
      .filter((line) => "statusCode" in line);
    expect(requestLines.length).toBeGreaterThanOrEqual(9);
    for (const line of requestLines) expect(line.requestId).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    for (const line of lines) {
      expect(line).not.toContain("siswa.rahasia");
      expect(line).not.toContain(adminPassword);
    }
    expect(given.headers["x-request-id"]).toBe("lb-42.a_b");
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one line per request, when it is answered, with its method, path, status and time", async () => {
    const { app, logs } = await startWithCommittee({ logLevel: "info" });
    await app.inject({ url: "/api/health?email=x", headers: { "x-request-id": "one-line" } });
    const lines = logs
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.requestId === "one-line");
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        method: "GET",
        path: "/api/health",
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
