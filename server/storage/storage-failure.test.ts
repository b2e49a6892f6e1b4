import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { apiError } from "../../common/api-errors";
import { postgresUrl } from "../../scripts/support/databases";
import { closeVoting, startWithCommittee } from "../../tests/committee";
import { unusedPort } from "../../tests/tcp-proxy";
import { openSqliteConnection } from "./sqlite-connection";
import { StorageUnavailableError, storageOperation } from "./vote-store";

/**
 * Only a failure of the database itself is answered `503 storage_unavailable` (issue 41): a
 * bug in a storage operation is a 500 with its cause in the log, never a pretend outage.
 */
describe("storageOperation", () => {
  it("passes a programming error on as it is, not as storage unavailable", async () => {
    // What reading a row the code did not expect does: a TypeError.
    const votesOf = (row: { votes: number }) => row.votes;
    const broken = storageOperation(() => votesOf(JSON.parse("null")));
    await expect(broken).rejects.toBeInstanceOf(TypeError);
    await expect(broken).rejects.not.toBeInstanceOf(StorageUnavailableError);
  });

  it("turns a full SQLite file into storage unavailable", async () => {
    const folder = mkdtempSync(join(tmpdir(), "fb8-full-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const connection = openSqliteConnection(join(folder, "full.sqlite"));
    connection.exec("create table filler (value blob)");
    const pages = connection.prepare("pragma page_count").pluck().get();
    // SQLite's cap on its own size: a write past it fails as on a full disk, SQLITE_FULL.
    connection.exec(`pragma max_page_count = ${Number(pages)}`);
    const insert = connection.prepare("insert into filler values (zeroblob(65536))");
    const failure = await storageOperation(() => insert.run()).catch((error: unknown) => error);
    connection.close();
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ cause: { code: "SQLITE_FULL" } });
  });

  it("turns a closed SQLite file into storage unavailable", async () => {
    const folder = mkdtempSync(join(tmpdir(), "fb8-closed-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const connection = openSqliteConnection(join(folder, "closed.sqlite"));
    const select = connection.prepare("select 1");
    connection.close();
    await expect(storageOperation(() => select.get())).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe.skipIf(!postgresUrl)("storageOperation on PostgreSQL", () => {
  async function connected() {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    onTestFinished(() => client.end());
    return client;
  }

  it("turns a closed port into storage unavailable", async () => {
    const url = new URL(postgresUrl ?? "");
    url.port = String(await unusedPort());
    const client = new pg.Client({
      connectionString: url.toString(),
      connectionTimeoutMillis: 3_000,
    });
    const failure = await storageOperation(() => client.connect()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
  });

  it("turns a statement past its timeout (57014) into storage unavailable", async () => {
    const client = await connected();
    await client.query("set statement_timeout = 50");
    const failure = await storageOperation(() => client.query("select pg_sleep(2)")).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ cause: { code: "57014" } });
  });

  it("passes a query PostgreSQL refuses as wrong (42601) on as it is", async () => {
    const client = await connected();
    const failure = await storageOperation(() => client.query("selec 1")).catch(
      (error: unknown) => error,
    );
    expect(failure).not.toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ code: "42601" });
  });
});

describe("a route whose storage operation meets a bug", () => {
  it("answers 500 internal_error, logs the cause, and leaves readiness alone", async () => {
    const { app, admin, logs } = await startWithCommittee();
    await closeVoting(admin);
    const announced = await admin.request({
      method: "PUT",
      url: "/api/panitia/settings",
      payload: { resultsPublished: true },
    });
    expect(announced.statusCode).toBe(200);
    // A stored snapshot the code does not expect: reading it throws a TypeError.
    await app.database.db.updateTable("results_snapshots").set({ body: "null" }).execute();

    const response = await app.inject("/api/results");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(apiError("internal_error"));
    expect(response.body).not.toContain("TypeError");

    const errorLines = logs
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.level >= 50);
    expect(errorLines).toEqual([
      expect.objectContaining({
        msg: "request failed",
        err: expect.objectContaining({ type: "TypeError" }),
      }),
    ]);
    // A bug is not an outage: the process stays ready for the load balancer.
    expect((await app.inject("/api/health/ready")).statusCode).toBe(200);
  });
});
