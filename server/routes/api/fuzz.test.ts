import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../tests/build-app";

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
});
