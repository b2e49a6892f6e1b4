import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../common/api-errors";
import { buildTestApp } from "../../tests/build-app";

/**
 * A full disk (issue 26, A10), made real without filling one: SQLite's `max_page_count`
 * pragma caps the database at its current size, so every write that needs a new page fails
 * with SQLITE_FULL, "database or disk is full", the error a full disk gives.
 */
describe("a full disk", () => {
  it("turns readiness 503 while writes fail, logs the failures once per interval, and recovers", async () => {
    const { app, logs } = await buildTestApp({ storage: "sqlite" });
    const vote = (email: string) =>
      app.inject({ method: "POST", url: "/api/votes/domestic/rendang", payload: { email } });
    const ready = () => app.inject("/api/health/ready");
    expect((await vote("sebelum@example.com")).statusCode).toBe(201);
    expect((await ready()).statusCode).toBe(200);

    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(app.database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(app.database.db);
    // Votes fill the pages' last free room, then every one fails.
    let filled = 0;
    while ((await vote(`isi${filled}@example.com`)).statusCode === 201) {
      filled += 1;
      if (filled > 5_000) throw new Error("the database never filled up");
    }
    const failed = await Promise.all(
      Array.from({ length: 200 }, (_, index) => vote(`penuh${index}@example.com`)),
    );
    for (const response of failed) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(apiError("storage_unavailable"));
    }

    const unready = await ready();
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({
      status: "unavailable",
      reason: "storage_not_writable",
      storage: { kind: "sqlite", reachable: true, writable: false },
    });

    const errorLines = () =>
      logs
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((line) => line.level >= 50);
    // 201 failed votes: one line with the cause now, one with the count after the interval.
    expect(errorLines()).toHaveLength(1);
    expect(errorLines()[0]).toMatchObject({ msg: "storage unavailable" });
    await vi.waitFor(() => expect(errorLines()).toHaveLength(2), {
      timeout: 15_000,
      interval: 200,
    });
    expect(errorLines()[1]).toMatchObject({
      count: 200,
      cause: { code: "SQLITE_FULL", message: "database or disk is full" },
      msg: "storage unavailable 200 more times in the last 10 s",
    });
    expect(errorLines()[1]).not.toHaveProperty("err");

    await sql`pragma max_page_count = 1073741823`.execute(app.database.db);
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 250,
    });
    expect((await vote("sesudah@example.com")).statusCode).toBe(201);
  });
});
