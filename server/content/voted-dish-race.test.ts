import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Dish } from "../../common/content-schema";
import { storageKinds } from "../../scripts/support/databases";
import type { CommitteeClient } from "../../tests/committee";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import {
  draftOf,
  listReleases,
  publishingApp,
  publishingAppWithEditor,
  releaseBuilt,
  saveSection,
} from "../../tests/publishing-app";
import { countStalenessMs } from "../storage/count-cache";

/**
 * The rule that a dish with votes never leaves the live site, nor changes class, is checked in
 * the transaction that makes a release live (go-live.ts), and a vote is stored only while the
 * live pointer names the release its dish was found in. Before, both were checked when the
 * request arrived: a vote cast while a release without its dish was built answered 201, and
 * the dish and its vote vanished when the release went live.
 */
const staticDir = minimalStaticDir("Situs awal");

/** A crowd's votes from one network are flagged as a burst, not counted: see the race below. */
const vote = (app: FastifyInstance, slug: string, email: string, remoteAddress = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: `/api/votes/domestic/${slug}`,
    payload: { email },
    remoteAddress,
  });

const countOf = async (app: FastifyInstance, slug: string) => {
  const answer = await app.inject(`/api/votes/domestic/${slug}`);
  return answer.statusCode === 200 ? Number(answer.json().votes) : answer.statusCode;
};

const liveRelease = async (editor: CommitteeClient) =>
  (await listReleases(editor)).find((release) => release.status === "live");

/** A new dish goes without an id: the server gives it one at its first save. */
async function saveDishes(editor: CommitteeClient, change: (dishes: Dish[]) => unknown[]) {
  const { content } = await draftOf(editor);
  await saveSection(editor, "dishes", change(content.dishes));
}

const auditActions = async (app: FastifyInstance) =>
  app.database.db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((row) => ({ action: row.action, details: JSON.parse(row.details) })));

describe.each(storageKinds)("a release going live on $kind", (storage) => {
  const start = async () => {
    const fake = fakeBuilder();
    const test = await publishingAppWithEditor({
      staticDir,
      storage: await storage.create(),
      content: { codeVersion: "v1", builder: fake.builder },
    });
    return { ...test, fake };
  };

  it.skipIf(!storage.enabled)(
    "fails a publish whose dish got a vote during its build, naming the dish, and keeps the vote counted",
    async () => {
      const { app, editor, fake } = await start();
      const before = await liveRelease(editor);
      await saveDishes(editor, (dishes) => dishes.filter((dish) => dish.id !== "timphan"));
      fake.hold();
      const started = await editor.request({
        method: "POST",
        url: "/api/panitia/content/releases",
      });
      expect(started.statusCode, started.body).toBe(202);
      // While it builds, the live release still has Timphan: the vote is taken.
      const during = await vote(app, "timphan", "pemilih.timphan@example.com");
      expect(during.statusCode, during.body).toBe(201);
      fake.release();

      const ended = await releaseBuilt(editor, started.json().id, 20_000);
      expect(ended.status).toBe("failed");
      expect(ended.log).toContain("tidak memuat Timphan (X MIPA A), yang sudah punya vote");
      expect(ended.log).toContain("Yang tayang tetap tayang");
      expect((await liveRelease(editor))?.id).toBe(before?.id);
      expect(await countOf(app, "timphan")).toBe(1);
      const failed = (await auditActions(app)).find(
        (entry) => entry.action === "content_publish_failed",
      );
      expect(failed?.details).toMatchObject({
        release: started.json().id,
        reason: "release_drops_voted_dish",
        dishes: ["Timphan"],
      });
    },
  );

  it.skipIf(!storage.enabled)(
    "cancels a Kembalikan rebuilt while a dish it lacks got a vote, and keeps the live release",
    async () => {
      const { app, editor, fake, releasesDir } = await start();
      const [first] = await listReleases(editor);
      if (!first) throw new Error("the first release is recorded at start");
      // A new dish, published: the first release does not have it.
      await saveDishes(editor, (dishes) => {
        const found = dishes.find((dish) => dish.id === "rendang");
        if (!found) throw new Error("the first edition has Rendang");
        const { id: _id, ...rendang } = found;
        return [...dishes, { ...rendang, slug: "papeda", name: "Papeda", classLabel: "XII IPS" }];
      });
      const published = await editor.request({
        method: "POST",
        url: "/api/panitia/content/releases",
      });
      expect((await releaseBuilt(editor, published.json().id, 20_000)).status).toBe("live");
      // As after an upgrade: the first release must be rebuilt on this machine.
      await rm(join(releasesDir, `${first.id}.v1`), { recursive: true });

      fake.hold();
      const back = await editor.request({
        method: "POST",
        url: `/api/panitia/content/releases/${first.id}/live`,
      });
      expect(back.statusCode, back.body).toBe(202);
      expect((await vote(app, "papeda", "pemilih.papeda@example.com")).statusCode).toBe(201);
      fake.release();

      await expect
        .poll(async () => (await listReleases(editor)).find((row) => row.id === first.id))
        .toMatchObject({ status: "previous" });
      const cancelled = (await listReleases(editor)).find((row) => row.id === first.id);
      expect(cancelled?.switchLog).toContain("Kembalikan dibatalkan");
      expect(cancelled?.switchLog).toContain("Papeda (XII IPS)");
      expect((await liveRelease(editor))?.id).toBe(published.json().id);
      expect(await countOf(app, "papeda")).toBe(1);
    },
  );

  it.skipIf(!storage.enabled)(
    "refuses Kembalikan to a release that gives a voted dish back its old class",
    async () => {
      const { app, editor } = await start();
      const [first] = await listReleases(editor);
      if (!first) throw new Error("the first release is recorded at start");
      // Rawon's class corrected before any vote, and published.
      await saveDishes(editor, (dishes) =>
        dishes.map((dish) => (dish.id === "rawon" ? { ...dish, classLabel: "X MIPA J" } : dish)),
      );
      const published = await editor.request({
        method: "POST",
        url: "/api/panitia/content/releases",
      });
      expect((await releaseBuilt(editor, published.json().id, 20_000)).status).toBe("live");
      expect((await vote(app, "rawon", "satu.rawon@example.com")).statusCode).toBe(201);
      expect((await vote(app, "rawon", "dua.rawon@example.com")).statusCode).toBe(201);

      const back = await editor.request({
        method: "POST",
        url: `/api/panitia/content/releases/${first.id}/live`,
      });
      expect(back.statusCode, back.body).toBe(409);
      expect(back.json()).toMatchObject({
        error: "release_changes_voted_class",
        dishes: ["Rawon"],
      });
      expect(back.json().message).toContain("Rawon (X MIPA J → X MIPA F)");
      expect((await liveRelease(editor))?.id).toBe(published.json().id);
      expect(app.catalogue.findDishById("domestic", "rawon")?.classLabel).toBe("X MIPA J");
      expect(await countOf(app, "rawon")).toBe(2);
      // The draft still says X MIPA J: it stays publishable.
      const again = await editor.request({ method: "POST", url: "/api/panitia/content/releases" });
      expect(again.statusCode, again.body).toBe(202);
    },
  );
});

/**
 * Two server processes on one PostgreSQL database: one publishes a release without a dish,
 * the other takes a crowd of votes for that dish while the release goes live. Whatever the
 * order, no vote answered 201 may vanish: either the release fails and every such vote counts,
 * or it goes live and the votes after it are refused as for an unknown dish.
 */
const postgres = storageKinds.find((kind) => kind.kind === "postgres");
describe("a release going live while another process takes votes, on PostgreSQL", () => {
  const rounds = 6;
  const dropped = ["timphan", "rendang", "sate-lilit", "tempe-mendoan", "bika-ambon", "mie-gomak"];

  it.skipIf(!postgres?.enabled)(
    `never loses a vote answered 201, in ${rounds} rounds`,
    async () => {
      if (!postgres) return;
      const outcomes: string[] = [];
      for (let round = 0; round < rounds; round += 1) {
        // Each round on a database of its own, with the first edition live.
        const fake = fakeBuilder();
        const one = await publishingAppWithEditor({
          staticDir,
          storage: await postgres.create(),
          content: { codeVersion: "v1", builder: fake.builder },
        });
        const other = await publishingApp({
          staticDir,
          storage: { storage: one.storage.storage, dispose: async () => {} },
          content: { codeVersion: "v1", builder: fake.builder },
        });
        const slug = dropped[round] ?? "timphan";
        await saveDishes(one.editor, (dishes) => dishes.filter((dish) => dish.slug !== slug));
        fake.hold();
        const started = await one.editor.request({
          method: "POST",
          url: "/api/panitia/content/releases",
        });
        expect(started.statusCode, started.body).toBe(202);
        // Votes in waves on the other process; the build ends after a varying number of them.
        const answers: Promise<{ statusCode: number }>[] = [];
        for (let wave = 0; wave < 8; wave += 1) {
          if (wave === 2 * (round % 4)) fake.release();
          for (let index = 0; index < 10; index += 1) {
            // Each voter from a network of their own, at a large provider: a crowd from one
            // network or one small domain is flagged as a burst and not counted.
            const network = `10.${round}.${wave * 10 + index}.7`;
            answers.push(
              vote(other.app, slug, `pemilih.r${round}w${wave}i${index}@gmail.com`, network),
            );
          }
          await new Promise((done) => setTimeout(done, 5));
        }
        fake.release();
        const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
        const release = await releaseBuilt(one.editor, started.json().id, 20_000);
        const accepted = statuses.filter((status) => status === 201).length;
        const stored = await one.app.database.db
          .selectFrom("votes")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("food", "=", slug)
          .executeTakeFirstOrThrow();
        expect(Number(stored.count)).toBe(accepted);
        expect(statuses.every((status) => status === 201 || status === 404)).toBe(true);
        if (accepted > 0) {
          expect(release.status, release.log).toBe("failed");
          // The votes were taken by the other process: this one's count may lag by its cache.
          await expect
            .poll(() => countOf(one.app, slug), { timeout: 3 * countStalenessMs })
            .toBe(accepted);
          expect(await countOf(other.app, slug)).toBe(accepted);
        } else {
          expect(release.status).toBe("live");
          expect(await countOf(one.app, slug)).toBe(404);
        }
        outcomes.push(`${slug}: ${release.status}, ${accepted} of ${statuses.length} taken`);
        // Six rounds of two processes would hold more connections than PostgreSQL allows.
        await other.app.close();
        await one.app.close();
      }
      console.info(`voted-dish race on two PostgreSQL processes: ${outcomes.join("; ")}`);
    },
  );
});
