import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../tests/build-app";
import { addCommitteeAccounts, signIn } from "../../../tests/committee";

/**
 * Random requests against the real app: whatever arrives, the answer is a deliberate 4xx or
 * 2xx in JSON, never a 500, and the server keeps answering afterwards.
 */
const segment = fc.oneof(
  fc.constantFrom(
    "votes",
    "domestic",
    "international",
    "rendang",
    "onigiri",
    "expression",
    "clicks",
    "health",
    "openapi.json",
    "results",
    "panitia",
    "session",
    "window",
    "settings",
    "lookup",
    "invalidations",
    "restore",
    "audit",
    "export",
    "votes.csv",
    "erasure",
    "1",
    "..",
    ".",
    "%2e%2e",
    "%00",
    "%ff",
    "",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 8 }).map(encodeURIComponent),
);
const path = fc
  .array(segment, { minLength: 0, maxLength: 5 })
  .map((segments) => `/api/${segments.join("/")}`);
const method = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD");
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "application/vnd.api+json",
      "",
    ),
    fc.string({ maxLength: 30 }),
  ),
  { nil: undefined },
);
const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record({ email: fc.oneof(fc.emailAddress(), fc.string(), fc.integer(), fc.constant(null)) })
    .map((value) => JSON.stringify(value)),
  fc
    .record({ email: fc.emailAddress(), extra: fc.anything() })
    .map((value) => JSON.stringify(value)),
);
const body = fc.option(
  fc.oneof(jsonBody, fc.string({ maxLength: 2000 }), fc.string({ unit: "binary", maxLength: 300 })),
  { nil: undefined },
);
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    "x-forwarded-for",
    "accept",
    "accept-encoding",
    "content-length",
    "transfer-encoding",
    "origin",
    "cookie",
  ),
  fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
  { maxKeys: 3 },
);

describe("the API under random requests", () => {
  it("never answers 500 and always answers errors in JSON", async () => {
    const { app } = await buildTestApp();
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        contentType,
        body,
        extraHeaders,
        async (verb, url, type, payload, headers) => {
          const request: InjectOptions = {
            method: verb as InjectOptions["method"],
            url,
            headers: { ...headers },
          };
          if (type !== undefined && request.headers) request.headers["content-type"] = type;
          if (payload !== undefined && verb !== "GET" && verb !== "HEAD") request.payload = payload;
          const response = await app.inject(request);
          expect(response.statusCode, `${verb} ${url}`).toBeLessThan(500);
          if (response.statusCode >= 400 && verb !== "HEAD") {
            expect(response.headers["content-type"], `${verb} ${url}`).toMatch(
              /^application\/json/,
            );
            expect(response.json()).toMatchObject({
              error: expect.any(String),
              message: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 1500 },
    );
    expect((await app.inject("/api/health")).statusCode).toBe(200);
  });

  it("never answers 500 to random vote bodies on a real dish", async () => {
    const { app } = await buildTestApp();
    await fc.assert(
      fc.asyncProperty(contentType, body, async (type, payload) => {
        const response = await app.inject({
          method: "POST",
          url: "/api/votes/domestic/rendang",
          headers: type === undefined ? {} : { "content-type": type },
          payload,
        });
        expect([201, 400, 409, 413, 415]).toContain(response.statusCode);
      }),
      { numRuns: 1500 },
    );
  });

  it("never answers 500 to a signed-in admin sending random requests to the console's API", async () => {
    const { app } = await buildTestApp();
    await addCommitteeAccounts(app);
    const admin = await signIn(app);
    const consolePath = fc
      .array(segment, { minLength: 1, maxLength: 3 })
      .map((segments) => `/api/panitia/${segments.join("/")}`)
      // Signing out or failing sign-ins would end the run's own session; the first test
      // covers the session route without one. Anywhere in the path: `//session` and
      // `./session` reach the same route.
      .filter((url) => !url.includes("session"));
    const consoleBody = fc.oneof(
      body,
      fc
        .record({
          criteria: fc.dictionary(
            fc.constantFrom("category", "food", "domain", "from", "to", "voteId", "status"),
            fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
          ),
          reason: fc.oneof(fc.string({ maxLength: 600 }), fc.integer()),
          dryRun: fc.oneof(fc.boolean(), fc.string()),
        })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          opensAt: fc.oneof(
            fc.constant(null),
            fc.string(),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          ),
          closesAt: fc.oneof(
            fc.constant(null),
            fc.string(),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          ),
        })
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(method, consolePath, consoleBody, async (verb, url, payload) => {
        const response = await admin.request({
          method: verb as InjectOptions["method"],
          url,
          headers: { "content-type": "application/json" },
          ...(payload !== undefined && verb !== "GET" && verb !== "HEAD" ? { payload } : {}),
        });
        expect(response.statusCode, `${verb} ${url} ${payload}`).toBeLessThan(500);
      }),
      { numRuns: 600 },
    );
    expect((await admin.request({ url: "/api/panitia/results" })).statusCode).toBe(200);
  });
});
