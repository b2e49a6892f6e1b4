import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshSqlite } from "../tests/databases";
import { buildApp } from "./app";
import { openDatabase } from "./storage/database";

/** A miniature build folder with the same layout `react-router build` writes. */
function writeSite(root: string) {
  const files: Record<string, string> = {
    "index.html": "<html><title>FB8 | Home</title></html>",
    "about/index.html": "<html><title>About</title></html>",
    "not-found/index.html": "<html><h1>Page Not Found</h1></html>",
    "8trepreneur/domestic/rendang/index.html": "<html><h1>Rendang</h1></html>",
    "8trepreneur/domestic/rendang.data": "[]",
    "assets/root-abc123.js": `console.log("${"x".repeat(2000)}");`,
    "robots.txt": "User-agent: *\n",
  };
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  writeFileSync(
    join(root, "assets/root-abc123.js.br"),
    brotliCompressSync(files["assets/root-abc123.js"] ?? ""),
  );
}

describe("the server", () => {
  let app: FastifyInstance;
  let siteDir: string;
  const storage = freshSqlite();

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "fb8-site-"));
    writeSite(siteDir);
    app = await buildApp({ database: await openDatabase(storage.storage), staticDir: siteDir });
  });

  afterAll(async () => {
    await app.close();
    await storage.dispose();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("serves a prerendered page as HTML that is revalidated on every visit", async () => {
    const response = await app.inject("/about");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>About</title>");
  });

  it("serves the same page with a trailing slash", async () => {
    const response = await app.inject("/about/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>About</title>");
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const response = await app.inject("/tidak-ada");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Page Not Found");
  });

  it("redirects an unknown dish to /not-found", async () => {
    const response = await app.inject("/8trepreneur/domestic/pizza");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/not-found");
  });

  it("caches hashed assets for a year and serves them precompressed", async () => {
    const response = await app.inject({
      url: "/assets/root-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("never serves a file outside the build folder", async () => {
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/../../etc/passwd"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it("sends protective headers", async () => {
    const response = await app.inject("/");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("reports healthy storage", async () => {
    const response = await app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      storage: { kind: "sqlite", reachable: true },
    });
  });

  it("answers an unknown API path with JSON, not the site", async () => {
    const response = await app.inject("/api/tidak-ada");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("the health check with its database gone", () => {
  it("answers 503 and says the storage is unreachable", async () => {
    const storage = freshSqlite();
    const database = await openDatabase(storage.storage);
    const app = await buildApp({ database });
    await database.close();
    const response = await app.inject("/api/health");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      storage: { kind: "sqlite", reachable: false },
    });
    await storage.dispose();
  });
});
