import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import { storageKinds } from "../../../../scripts/support/databases";
import { castVote, closeVoting, startWithCommittee } from "../../../../tests/committee";
import { plainVote } from "../../../storage/vote-store";

const formula = "=cmd|'/C'!A0@x.com";

describe.each(storageKinds)("what the committee keeps, on $kind", ({ kind, enabled }) => {
  const start = () => startWithCommittee({ storage: kind });

  it.skipIf(!enabled)("keeps the audit log append-only in the database itself", async () => {
    const { app } = await start();
    const { db } = app.database;
    await expect(
      db.updateTable("audit_log").set({ actor: "orang-lain" }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom("audit_log").select("actor").execute();
    expect(rows.map((row) => row.actor)).toEqual(["test", "test", "test", "ketua"]);
  });

  it.skipIf(!enabled)("exports a formula-like address and reason as text, with a BOM", async () => {
    const { app, admin } = await start();
    expect((await castVote(app, formula)).statusCode).toBe(201);
    // A name that is only a +tag is refused (docs/address-rules.md, rule 14); "-" starts a
    // formula too.
    expect((await castVote(app, "-62812@x.com")).statusCode).toBe(201);
    await admin.request({
      method: "POST",
      url: "/api/panitia/invalidations",
      payload: { criteria: { domain: "x.com" }, reason: '=HYPERLINK("http://x")', dryRun: false },
    });
    const votes = await admin.request({ url: "/api/panitia/export/votes.csv" });
    expect(votes.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Named after the edition it holds, not the day it was downloaded.
    expect(votes.headers["content-disposition"]).toBe('attachment; filename="fb8-2022-votes.csv"');
    expect(votes.body.startsWith("\uFEFFid,kategori,")).toBe(true);
    const lines = votes.body.trim().split("\n");
    expect(lines.slice(1).map((line) => line.split(",")[4])).toEqual([
      "'=c***@x.com",
      "'-6***@x.com",
    ]);
    const audit = await admin.request({ url: "/api/panitia/export/audit.csv" });
    expect(audit.body).toContain('""reason"":""=HYPERLINK');
    // A cell never starts with "=" unescaped.
    for (const body of [votes.body, audit.body]) {
      for (const cell of body.split(/[,\n]/)) expect(cell.startsWith("=")).toBe(false);
    }
    const ranking = await admin.request({ url: "/api/panitia/export/ranking.csv" });
    expect(ranking.body.split("\n")).toContain("domestic,1,Rendang,X MIPA C,0,0.0,2,0,0");
  });

  it.skipIf(!enabled)(
    "streams a large export in many chunks without holding it whole",
    async () => {
      const { app, admin, listen } = await start();
      const { db } = app.database;
      const rows = Array.from({ length: 12_000 }, (_, index) => ({
        category: "domestic",
        food: "rendang",
        email: `murid${index}@sekolah.sch.id`,
        created_at: new Date(Date.UTC(2022, 10, 24, 8, 0, index)).toISOString(),
      }));
      for (let index = 0; index < rows.length; index += 1_000) {
        await db
          .insertInto("votes")
          .values(rows.slice(index, index + 1_000))
          .execute();
      }
      const base = await listen();
      const response = await fetch(`${base}/api/panitia/export/votes.csv`, {
        headers: { cookie: admin.cookie, "accept-encoding": "identity" },
      });
      expect(response.headers.get("content-length")).toBeNull();
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      let chunks = 0;
      let text = "";
      const decoder = new TextDecoder();
      for await (const chunk of response.body ?? []) {
        chunks += 1;
        text += decoder.decode(chunk, { stream: true });
      }
      expect(chunks).toBeGreaterThan(2);
      expect(text.trim().split("\n")).toHaveLength(12_001);
      expect(text).not.toContain("murid");
    },
  );

  it.skipIf(!enabled)(
    "erases addresses after publishing, keeping every count and every refusal",
    async () => {
      const { app, admin } = await start();
      await castVote(app, "siti@gmail.com");
      await castVote(app, "budi@gmail.com", "/api/votes/domestic/rawon");
      await castVote(app, "siti@gmail.com", "/api/votes/international/onigiri");
      const erase = () =>
        admin.request({ method: "POST", url: "/api/panitia/erasure", payload: {} });

      expect((await erase()).json()).toEqual(committeeError("erasure_not_allowed"));
      await closeVoting(admin);
      expect((await erase()).statusCode).toBe(409);
      await admin.request({
        method: "PUT",
        url: "/api/panitia/settings",
        payload: { resultsPublished: true },
      });
      const countsBefore = (await admin.request({ url: "/api/panitia/results" })).json().categories;
      const erased = await erase();
      // Two addresses on three votes.
      expect(erased.json()).toEqual({ count: 2, votes: 3, erasedAt: expect.any(String) });

      const stored = await app.database.db.selectFrom("votes").select("email").execute();
      expect(stored.every((vote) => vote.email.startsWith("erased:"))).toBe(true);
      expect(JSON.stringify(stored)).not.toContain("gmail");
      const results = (await admin.request({ url: "/api/panitia/results" })).json();
      expect(results.categories).toEqual(countsBefore);
      expect(results.settings.addressesErasedAt).toBe(erased.json().erasedAt);
      // The committee can still answer "did I vote?".
      const lookup = await admin.request({
        method: "POST",
        url: "/api/panitia/votes/lookup",
        payload: { email: "Siti@gmail.com" },
      });
      expect(lookup.json().votes).toHaveLength(2);

      // Voting stays closed; and were the window forced open, the address is still used.
      expect((await castVote(app, "siti@gmail.com", "/api/votes/domestic/rawon")).statusCode).toBe(
        403,
      );
      const reopen = await admin.request({
        method: "PUT",
        url: "/api/panitia/window/domestic",
        payload: { opensAt: null, closesAt: null },
      });
      expect(reopen.json()).toEqual(committeeError("addresses_erased"));
      await app.database.db.updateTable("voting_windows").set({ closes_at: null }).execute();
      expect(
        await app.database.votes.castVote(
          plainVote("domestic", "rawon", "siti@gmail.com", app.database.keyedHash),
        ),
      ).toEqual({ status: "email_used" });
      expect((await castVote(app, "baru@gmail.com", "/api/votes/domestic/rawon")).statusCode).toBe(
        201,
      );
      const newest = await app.database.db
        .selectFrom("votes")
        .select("email")
        .orderBy("id", "desc")
        .executeTakeFirst();
      expect(newest?.email).toMatch(/^erased:/);

      const log = await admin.request({ url: "/api/panitia/audit?action=addresses_erased" });
      expect(log.json().entries).toEqual([
        expect.objectContaining({
          actor: "ketua",
          action: "addresses_erased",
          details: { count: 2, votes: 3 },
        }),
      ]);
    },
  );
});

describe("the audit log in the code", () => {
  it("is never updated or deleted from by the server or the scripts", () => {
    const offenders: string[] = [];
    for (const folder of ["server", "scripts"]) {
      for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
        if (!/\.[cm]?[jt]sx?$/.test(file) || file.endsWith(".test.ts")) continue;
        const source = readFileSync(join(folder, file), "utf8");
        if (
          /(updateTable|deleteFrom)\(\s*["']audit_log["']|(update|delete\s+from)\s+audit_log\b/i.test(
            source,
          )
        ) {
          offenders.push(join(folder, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
