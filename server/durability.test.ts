import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freshPostgres, postgresUrl } from "../scripts/support/databases";
import { postVote, startServerProcess, untilReady } from "../scripts/support/server-process";
import { addAccount } from "./committee/accounts";
import { openDatabase } from "./storage/database";
import { openSqliteConnection } from "./storage/sqlite-connection";

describe("a crash of the server on SQLite", () => {
  it("loses no vote that was acknowledged before kill -9", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fb8-crash-"));
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir });
      const acknowledged: string[] = [];
      let killed = false;
      // 20 clients voting as fast as they can, until the server dies under them.
      const clients = Array.from({ length: 20 }, async (_, client) => {
        for (let vote = 0; !killed; vote += 1) {
          const email = `crash-${client}-${vote}@gmail.com`;
          try {
            const response = await postVote(server.url, "domestic", "rendang", email);
            if (response.status === 201) acknowledged.push(email);
          } catch {
            // The connection died with the server: this vote was never acknowledged.
          }
        }
      });
      while (acknowledged.length < 400) await new Promise((resolve) => setTimeout(resolve, 10));
      server.child.kill("SIGKILL");
      killed = true;
      await Promise.all(clients);

      const database = openSqliteConnection(join(dataDir, "fb8.sqlite"));
      const stored = new Set(database.prepare("select email from votes").pluck().all() as string[]);
      const total = database
        .prepare("select votes from vote_totals where category = 'domestic' and food = 'rendang'")
        .pluck()
        .get();
      database.close();

      const lost = acknowledged.filter((email) => !stored.has(email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(400);
      expect(lost).toEqual([]);
      expect(total).toBe(stored.size);

      // And the restarted server reports the same count.
      const restarted = await startServerProcess({ DATA_DIR: dataDir });
      const count = await (await fetch(`${restarted.url}/api/votes/domestic/rendang`)).json();
      await restarted.stop();
      expect(count.votes).toBe(stored.size);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Two servers on a fresh PostgreSQL database, both ready for votes. */
async function twoServersOnPostgres() {
  const database = await freshPostgres(postgresUrl ?? "");
  if (database.storage.kind !== "postgres") throw new Error("expected PostgreSQL");
  // Started together: both run the migrations at once, which must be safe too.
  const servers = await Promise.all([
    startServerProcess({ DATABASE_URL: database.storage.url }),
    startServerProcess({ DATABASE_URL: database.storage.url }),
  ]);
  // They listen before their content is loaded; a vote sent in between would be refused.
  await Promise.all(servers.map((server) => untilReady(server)));
  return { database, servers };
}

describe.skipIf(!postgresUrl)("two server processes on one PostgreSQL database", () => {
  it("count every vote exactly and accept no address twice", async () => {
    const { database, servers } = await twoServersOnPostgres();
    try {
      const urls = servers.map((server) => server.url);
      const distinct = Array.from({ length: 400 }, (_, index) =>
        postVote(urls[index % 2] ?? "", "domestic", "sate-lilit", `scale-${index}@gmail.com`),
      );
      const sameAddress = Array.from({ length: 60 }, (_, index) =>
        postVote(
          urls[index % 2] ?? "",
          "domestic",
          "timphan",
          index % 3 ? "Kembar@Example.com" : " kembar@example.com ",
        ),
      );
      const distinctStatuses = (await Promise.all(distinct)).map((response) => response.status);
      const sameStatuses = (await Promise.all(sameAddress)).map((response) => response.status);

      expect(distinctStatuses).toEqual(Array(400).fill(201));
      expect(sameStatuses.filter((status) => status === 201)).toHaveLength(1);
      expect(sameStatuses.filter((status) => status === 409)).toHaveLength(59);
      for (const url of urls) {
        const countAt = async (food: string) =>
          (await (await fetch(`${url}/api/votes/domestic/${food}`)).json()).votes;
        expect(await countAt("sate-lilit")).toBe(400);
        expect(await countAt("timphan")).toBe(1);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.dispose();
    }
  });

  it("share the committee's sessions and the voting window", async () => {
    const { database, servers } = await twoServersOnPostgres();
    const [first, second] = servers.map((server) => server.url);
    try {
      const opened = await openDatabase(database.storage);
      await addAccount(
        opened,
        { username: "ketua", role: "admin", password: "kata-sandi-panjang" },
        "test",
      );
      await opened.close();

      const signIn = await fetch(`${first}/api/panitia/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "ketua", password: "kata-sandi-panjang" }),
      });
      const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const { csrfToken } = await signIn.json();
      // Signed in on one process, the committee closes the category on the other …
      const close = await fetch(`${second}/api/panitia/window/domestic`, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify({ opensAt: null, closesAt: new Date().toISOString() }),
      });
      expect(close.status).toBe(200);
      // … and both refuse votes at once.
      for (const url of [first, second]) {
        expect(
          (await postVote(url ?? "", "domestic", "rendang", `a@${url?.length}.id`)).status,
        ).toBe(403);
      }
      // Signing out on one process ends the session on both.
      await fetch(`${first}/api/panitia/session`, {
        method: "DELETE",
        headers: { cookie, "x-csrf-token": csrfToken },
      });
      expect((await fetch(`${second}/api/panitia/results`, { headers: { cookie } })).status).toBe(
        401,
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.dispose();
    }
  });
});
