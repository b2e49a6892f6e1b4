import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorMessages } from "../common/api-errors";
import { buildTestApp } from "../tests/build-app";
import { writeMiniSite } from "../tests/mini-site";
import { apiSecurityHeaders } from "./plugins/security-headers";

let site: ReturnType<typeof writeMiniSite>;
beforeAll(() => {
  site = writeMiniSite();
});
afterAll(() => site.remove());

const buildSite = () => buildTestApp({ staticDir: site.dir });

/** Our JSON error: exactly the code and its Indonesian message, nothing of Fastify's. */
function expectApiError(
  response: { headers: Record<string, unknown>; json(): unknown },
  code: keyof typeof apiErrorMessages,
) {
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ error: code, message: apiErrorMessages[code] });
}

function expectNotFoundPage(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.body).toContain("Page Not Found");
}

describe("the pages", () => {
  it("serves a prerendered page as HTML that is revalidated on every visit", async () => {
    const { app } = await buildSite();
    const response = await app.inject("/about");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>About</title>");
  });

  it("serves the same page with a trailing slash", async () => {
    const { app } = await buildSite();
    const response = await app.inject("/about/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>About</title>");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const { app } = await buildSite();
    const response = await app.inject("/tidak-ada");
    expect(response.statusCode).toBe(404);
    expectNotFoundPage(response);
  });

  it("answers /panitia and every path under it with the console's page, never cached or indexed", async () => {
    const { app } = await buildSite();
    for (const path of ["/panitia", "/panitia/", "/panitia/suara", "/panitia/apa/saja"]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.body).toContain("Konsol panitia");
    }
    const elsewhere = await app.inject("/panitiaku");
    expect(elsewhere.statusCode).toBe(404);
  });

  it("redirects an unknown dish to /not-found", async () => {
    const { app } = await buildSite();
    const response = await app.inject("/8trepreneur/domestic/pizza");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/not-found");
  });

  it("serves an archived year's results, and sends any other year to /not-found", async () => {
    const { app } = await buildSite();
    const archived = await app.inject("/8trepreneur/hasil/2022");
    expect(archived.statusCode).toBe(200);
    expect(archived.body).toContain("Hasil 8trepreneur FB8 2022");
    for (const path of ["/8trepreneur/hasil/2019", "/8trepreneur/hasil/2019/"]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe("/not-found");
    }
    expect((await app.inject("/8trepreneur/hasil/2022/lain")).statusCode).toBe(404);
  });

  it("caches hashed assets for a year and serves them precompressed", async () => {
    const { app } = await buildSite();
    const response = await app.inject({
      url: "/assets/root-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("never serves a file outside the build folder", async () => {
    const { app } = await buildSite();
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/../../etc/passwd"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expectNotFoundPage(response);
    }
  });

  it("sends protective headers", async () => {
    const { app } = await buildSite();
    const response = await app.inject("/");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("sends the API's answers the headers a JSON answer needs, and no page's policy", async () => {
    const { app } = await buildSite();
    for (const url of ["/api/votes/domestic/rendang", "/api/tidak-ada", "/api"]) {
      const response = await app.inject(url);
      for (const [name, value] of Object.entries(apiSecurityHeaders)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
      expect(response.headers["content-security-policy"]).not.toContain("script-src");
      expect(response.headers["x-dns-prefetch-control"], url).toBeUndefined();
    }
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "answers %s on a page with 405, Allow: GET, HEAD and our page",
    async (method) => {
      const { app } = await buildSite();
      for (const url of ["/", "/about", "/tidak-ada"]) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expectNotFoundPage(response);
      }
    },
  );
});

describe("malformed URLs", () => {
  const malformed = ["//a:99999/", "//[x", "//a:99999/about", "/%E0%A4%A", "/about%"];

  it.each(malformed)("answers %s with the not-found page, never a 500", async (url) => {
    const { app } = await buildSite();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expectNotFoundPage(response);
  });

  it.each(["/api/%", "/api/votes/domestic/%E0%A4%A"])(
    "answers %s with 400 bad_url in our JSON, without echoing the path",
    async (url) => {
      const { app } = await buildSite();
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expectApiError(response, "bad_url");
    },
  );

  it("writes no stack trace and no more log than a plain unknown page", async () => {
    const { app, logs } = await buildSite();
    const requests = 200;
    const measure = async (url: string) => {
      const before = logs.join("").length;
      for (let index = 0; index < requests; index += 1) await app.inject(url);
      return (logs.join("").length - before) / requests;
    };
    const plain = await measure("/tidak-ada");
    const bytesPerMalformed = Math.max(await measure("//a:99999/"), await measure("//[x"));
    expect(logs.join("")).not.toMatch(/stack|TypeError|Invalid URL/);
    // At most one short line (~200 bytes) beyond what any request logs.
    expect(bytesPerMalformed).toBeLessThan(plain + 200);
  });
});

describe("the API's answers", () => {
  it.each(["/api/health", "/api/health/ready"])("reports healthy storage at %s", async (url) => {
    const { app } = await buildSite();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      storage: { kind: "sqlite", reachable: true, writable: true },
    });
  });

  it.each(["/api", "/api/", "/api/tidak-ada", "/api/votes"])(
    "answers %s with our JSON not_found, not the site",
    async (url) => {
      const { app } = await buildSite();
      for (const method of ["GET", "POST", "OPTIONS", "DELETE"] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expectApiError(response, "not_found");
      }
    },
  );

  /** Sends raw bytes, as no HTTP client would, and returns everything the server answered. */
  const sendRaw = async (raw: string) => {
    const { listen } = await buildSite();
    const { port } = new URL(await listen());
    return new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => {
        received += String(chunk);
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(raw);
    });
  };

  it.each([
    ["a broken header line", "Bad Header\r\n", 400, "bad_request"],
    ["20 KB of headers", `X-Padding: ${"a".repeat(20_000)}\r\n`, 431, "headers_too_large"],
  ] as const)("answers %s with our JSON, not Fastify's", async (_, header, status, code) => {
    const answer = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: x\r\n${header}\r\n`);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/content-type: application\/json/i);
    const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
    expect(JSON.parse(body)).toEqual({ error: code, message: apiErrorMessages[code] });
  });
});

describe("the health check with its database gone", () => {
  it.each(["/api/health", "/api/health/ready"])(
    "answers %s with 503 and says the storage is unreachable",
    async (url) => {
      const { app } = await buildTestApp();
      await app.database.close();
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "unavailable",
        reason: "storage_unreachable",
        storage: { kind: "sqlite", reachable: false, writable: false },
      });
    },
  );

  it("is still alive: liveness asks nothing of the database", async () => {
    const { app } = await buildTestApp();
    await app.database.close();
    const response = await app.inject("/api/health/live");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
