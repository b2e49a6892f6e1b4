import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { type ApiErrorCode, apiError } from "../../../common/api-errors";
import { storageKinds } from "../../../scripts/support/databases";
import { buildTestApp } from "../../../tests/build-app";

const vote = (app: FastifyInstance, email: unknown, path = "/api/votes/domestic/rendang") =>
  app.inject({ method: "POST", url: path, payload: { email } });

describe("reading a count", () => {
  it("answers 0 for a dish without votes", async () => {
    const { app } = await buildTestApp();
    const response = await app.inject("/api/votes/international/onigiri");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      votes: 0,
      voting: { state: "open", opensAt: null, closesAt: null },
    });
  });

  it.each([
    "/api/votes/domestic/pizza",
    "/api/votes/domestic/onigiri",
    "/api/votes/dessert/rendang",
    "/api/votes/DOMESTIC/rendang",
  ])("answers 404 unknown_food for %s", async (url) => {
    const { app } = await buildTestApp();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(apiError("unknown_food"));
  });
});

describe("casting a vote", () => {
  it("answers 201 with the count after the vote", async () => {
    const { app } = await buildTestApp();
    const first = await vote(app, "siswa@example.com");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ votes: 1 });
    expect((await vote(app, "guru@example.com")).json()).toEqual({ votes: 2 });
    expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(2);
  });

  it("refuses an invalid address with the specification's message", async () => {
    const { app } = await buildTestApp();
    const response = await vote(app, "siswa@sekolah");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "invalid_email",
      message: "Email yang kamu masukkan salah",
    });
    expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(0);
  });

  it("refuses an address used in the category, whatever its case and spacing", async () => {
    const { app } = await buildTestApp();
    await vote(app, "Siswa@Example.com", "/api/votes/domestic/rawon");
    for (const email of ["siswa@example.com", "  SISWA@EXAMPLE.COM\t"]) {
      const response = await vote(app, email);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "email_used",
        message: "Email yang kamu masukkan sudah digunakan",
      });
    }
    expect(
      (await vote(app, "siswa@example.com", "/api/votes/international/samosa")).statusCode,
    ).toBe(201);
  });

  it("answers 404 for an unknown dish and records nothing", async () => {
    const { app } = await buildTestApp();
    expect((await vote(app, "a@example.com", "/api/votes/domestic/pizza")).statusCode).toBe(404);
    expect((await vote(app, "a@example.com")).statusCode).toBe(201);
  });
});

describe("malformed requests", () => {
  const asJson = (payload: string) => ({
    headers: { "content-type": "application/json" },
    payload,
  });
  const cases: [
    string,
    { headers?: Record<string, string>; payload?: string },
    number,
    ApiErrorCode,
  ][] = [
    ["broken JSON", asJson('{"email":'), 400, "invalid_json"],
    ["an empty JSON body", asJson(""), 400, "invalid_json"],
    ["JSON that is not an object", asJson('"a@b.co"'), 400, "invalid_request"],
    ["a number for the address", asJson('{"email":42}'), 400, "invalid_request"],
    ["an unknown field", asJson('{"email":"a@b.co","votes":1000}'), 400, "invalid_request"],
    ["no address at all", asJson("{}"), 400, "invalid_request"],
    [
      "an oversized field inside a small body",
      asJson(JSON.stringify({ email: `${"a".repeat(1001)}@b.co` })),
      400,
      "invalid_request",
    ],
    [
      "a body over 6 KiB (an address and a solved challenge at most)",
      asJson(JSON.stringify({ email: "a@b.co", pad: "x".repeat(7000) })),
      413,
      "payload_too_large",
    ],
    [
      "text/plain",
      { headers: { "content-type": "text/plain" }, payload: "a@b.co" },
      415,
      "unsupported_media_type",
    ],
    [
      "a form post",
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=a%40b.co",
      },
      415,
      "unsupported_media_type",
    ],
  ];

  it.each(cases)("answers %s with a JSON error", async (_name, request, status, code) => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/votes/domestic/rendang",
      ...request,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    // Exactly our shape: Fastify's statusCode or code fields must not leak through.
    expect(response.json()).toEqual(apiError(code));
    expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(0);
  });
});

describe("privacy", () => {
  it("never sends an address back and never writes one to the logs", async () => {
    const { app, logs } = await buildTestApp({ logLevel: "trace" });
    const email = "rahasia.pribadi@example.com";
    const responses = [
      await vote(app, email),
      await vote(app, email),
      await vote(app, "RAHASIA.PRIBADI@example.com"),
      await vote(app, `${email}x`),
      await app.inject({
        method: "POST",
        url: "/api/votes/domestic/rendang",
        headers: { "content-type": "application/json" },
        payload: `{"email":"${email}"`,
      }),
    ];
    for (const response of responses) expect(response.body.toLowerCase()).not.toContain("rahasia");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join("\n").toLowerCase()).not.toContain("rahasia");
  });
});

describe("when the database is down", () => {
  it("answers 503 with an Indonesian message, not 500", async () => {
    const { app } = await buildTestApp();
    await app.database.close();
    for (const response of [
      await vote(app, "a@example.com"),
      await app.inject("/api/votes/domestic/rendang"),
      await app.inject({ method: "POST", url: "/api/expression/clicks" }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(apiError("storage_unavailable"));
    }
  });
});

describe("the rate limit", () => {
  it("answers 429 rate_limited once an IP exceeds its votes per minute", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 3 });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await vote(app, `s${index}@example.com`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await vote(app, "late@example.com");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(apiError("rate_limited"));
    // Reading counts is never limited.
    expect((await app.inject("/api/votes/domestic/rendang")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/votes/domestic/rendang",
        headers: { "x-forwarded-for": `10.0.0.${index}` },
        payload: { email: `p${index}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  // Behind one proxy, the proxy appends the address it saw: the right-most entry is the one to
  // believe, and whatever the client wrote to its left is ignored.
  const sendThroughProxy = (app: FastifyInstance, forwardedFor: string, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/votes/domestic/rendang",
      headers: { "x-forwarded-for": forwardedFor },
      payload: { email },
    });

  it("counts each forwarded client apart behind one trusted proxy", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 1, trustProxy: 1 });
    expect((await sendThroughProxy(app, "203.0.113.1", "a@example.com")).statusCode).toBe(201);
    expect((await sendThroughProxy(app, "203.0.113.2", "b@example.com")).statusCode).toBe(201);
    expect((await sendThroughProxy(app, "203.0.113.1", "c@example.com")).statusCode).toBe(429);
  });

  it.each([
    ["a hop count", 1],
    ["the proxy's address", ["127.0.0.1"]],
  ] as const)(
    "cannot be escaped with a spoofed X-Forwarded-For behind %s",
    async (_, trustProxy) => {
      const { app } = await buildTestApp({
        voteRateLimitPerMinute: 2,
        trustProxy: typeof trustProxy === "number" ? trustProxy : [...trustProxy],
      });
      const statuses = [];
      for (let index = 0; index < 5; index += 1) {
        // The client invents a new address each time; the proxy appends the real one.
        const forwardedFor = `198.51.100.${index}, 203.0.113.9`;
        statuses.push(
          (await sendThroughProxy(app, forwardedFor, `s${index}@example.com`)).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    },
  );

  it("is off at 0", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 0 });
    for (let index = 0; index < 150; index += 1) {
      expect((await vote(app, `n${index}@example.com`)).statusCode).toBe(201);
    }
  });
});

describe("the Expression click counter", () => {
  it("adds exactly one per POST", async () => {
    const { app } = await buildTestApp();
    expect((await app.inject("/api/expression/clicks")).json()).toEqual({ clicks: 0 });
    const first = await app.inject({ method: "POST", url: "/api/expression/clicks" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ clicks: 1 });
    await app.inject({ method: "POST", url: "/api/expression/clicks" });
    expect((await app.inject("/api/expression/clicks")).json()).toEqual({ clicks: 2 });
  });
});

describe("the OpenAPI description", () => {
  it("documents the vote and click endpoints", async () => {
    const { app } = await buildTestApp();
    const response = await app.inject("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths["/api/votes/{category}/{food}"]).sort()).toEqual([
      "get",
      "post",
    ]);
    expect(Object.keys(document.paths["/api/expression/clicks"]).sort()).toEqual(["get", "post"]);
    expect(document.paths["/api/health"].get).toBeDefined();
    const post = document.paths["/api/votes/{category}/{food}"].post;
    expect(post.requestBody.content["application/json"].schema.required).toEqual(["email"]);
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "409", "429"]),
    );
  });
});

/** Real sockets, real concurrency: the server listens and many requests are in flight at once. */
describe.each(storageKinds)("concurrent votes over HTTP on $kind", ({ enabled, create }) => {
  const post = (base: string, email: string) =>
    fetch(`${base}/api/votes/international/gimbab`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });

  const listen = async () => (await buildTestApp({ storage: await create() })).listen();

  it.skipIf(!enabled)("counts 500 concurrent votes from distinct addresses exactly", async () => {
    const base = await listen();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) => post(base, `kelas${index}@gmail.com`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(500).fill(201));
    const count = await (await fetch(`${base}/api/votes/international/gimbab`)).json();
    expect(count.votes).toBe(500);
  });

  it.skipIf(!enabled)("accepts one of 100 concurrent votes by one address", async () => {
    const base = await listen();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => post(base, "satu@example.com")),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
  });

  it.skipIf(!enabled)("counts one address once in any case and spacing", async () => {
    const base = await listen();
    const variants = [
      "Budi@Example.com",
      " budi@example.com",
      "BUDI@EXAMPLE.COM ",
      "budi@example.COM",
    ];
    const responses = await Promise.all(
      variants.flatMap((email) => [post(base, email), post(base, email)]),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const count = await (await fetch(`${base}/api/votes/international/gimbab`)).json();
    expect(count.votes).toBe(1);
  });
});
