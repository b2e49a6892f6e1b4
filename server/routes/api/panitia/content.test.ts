import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import type { SiteContent } from "../../../../common/content-schema";
import { storageKinds } from "../../../../scripts/support/databases";
import { buildTestApp } from "../../../../tests/build-app";
import {
  addCommitteeAccounts,
  type CommitteeClient,
  closeVoting,
  expectRefusal,
  signInAs,
} from "../../../../tests/committee";
import { readFirstEdition } from "../../../content/first-edition";

const firstEdition = await readFirstEdition();

const draftUrl = "/api/panitia/content/draft";
const sectionUrl = (section: string) => `/api/panitia/content/draft/${section}`;
const historyUrl = (section: string) => `/api/panitia/content/history/${section}`;
const restoreUrl = (section: string, revision: number) =>
  `/api/panitia/content/history/${section}/${revision}/restore`;

const festivalWith = (product: string): SiteContent["festival"] => ({
  ...firstEdition.festival,
  product,
});

const save = (client: CommitteeClient, section: string, baseRevision: number, value: unknown) =>
  client.request({ method: "PUT", url: sectionUrl(section), payload: { baseRevision, value } });

const restore = (
  client: CommitteeClient,
  section: string,
  revision: number,
  baseRevision: number,
) =>
  client.request({ method: "POST", url: restoreUrl(section, revision), payload: { baseRevision } });

async function readDraftOf(client: CommitteeClient) {
  const response = await client.request({ method: "GET", url: draftUrl });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const storedRevisions = (app: FastifyInstance) =>
  app.database.db.selectFrom("content_revisions").select(["id", "section"]).execute();

async function contentAudit(app: FastifyInstance) {
  const rows = await app.database.db
    .selectFrom("audit_log")
    .select(["actor", "action", "details"])
    .where("action", "in", ["content_saved", "content_restored"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) }));
}

describe.each(storageKinds)("the content's draft on $kind", ({ kind, enabled }) => {
  const start = async () => {
    const { app } = await buildTestApp({ storage: kind, firstEdition });
    await addCommitteeAccounts(app);
    return {
      app,
      admin: await signInAs(app, "admin"),
      editor: await signInAs(app, "editor"),
      viewer: await signInAs(app, "viewer"),
    };
  };

  it.skipIf(!enabled)("is the first edition at revision 0 until somebody saves", async () => {
    const { admin } = await start();
    expect(await readDraftOf(admin)).toEqual({ revision: 0, content: firstEdition });
  });

  it.skipIf(!enabled)("keeps a valid save, trimmed, and shows it in the draft", async () => {
    const { app, admin } = await start();
    const saved = await save(admin, "festival", 0, festivalWith("  FB9  "));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ revision: 1, value: festivalWith("FB9") });
    expect(await readDraftOf(admin)).toEqual({
      revision: 1,
      content: { ...firstEdition, festival: festivalWith("FB9") },
    });
    expect(await contentAudit(app)).toEqual([
      {
        actor: "ketua",
        action: "content_saved",
        details: { section: "festival", revision: 1, changes: 1 },
      },
    ]);
  });

  it.skipIf(!enabled)(
    "refuses an invalid value in Indonesian, naming the field from the document's root, and stores nothing",
    async () => {
      const { app, admin } = await start();
      const response = await save(admin, "festival", 0, { ...firstEdition.festival, year: "2026" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...committeeError("content_invalid"),
        issues: [
          {
            path: ["festival", "year"],
            message: "Tahun harus berupa angka",
          },
        ],
      });
      expect(await storedRevisions(app)).toEqual([]);
      expect(await contentAudit(app)).toEqual([]);
      expect((await readDraftOf(admin)).revision).toBe(0);
    },
  );

  it.skipIf(!enabled)(
    "checks the whole document: a festival name too long for a page's description is refused there",
    async () => {
      const { app, editor } = await start();
      const response = await save(editor, "festival", 0, {
        ...firstEdition.festival,
        fullName: "F".repeat(150),
      });
      expect(response.statusCode).toBe(400);
      // One message on the name, the pages it breaks in one line: not one per page.
      expect(response.json().issues).toEqual([
        {
          path: ["festival", "fullName"],
          message: expect.stringMatching(
            /^Nama lengkap festival terlalu panjang untuk deskripsi halaman Home, Trial, Tentang, .+: setelah diisi, deskripsinya lebih dari 170 huruf\./,
          ),
        },
      ]);
      expect(await storedRevisions(app)).toEqual([]);
    },
  );

  it.skipIf(!enabled)(
    "names a dish's empty name in the committee's words, as the form labels it",
    async () => {
      const { app, editor } = await start();
      const dishes = firstEdition.dishes.map((dish, index) =>
        index === 1 ? { ...dish, name: "  " } : dish,
      );
      const response = await save(editor, "dishes", 0, dishes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...committeeError("content_invalid"),
        issues: [{ path: ["dishes", 1, "name"], message: "Nama hidangan wajib diisi" }],
      });
      expect(await storedRevisions(app)).toEqual([]);
    },
  );

  it.skipIf(!enabled)("answers an unknown section with 404", async () => {
    const { admin } = await start();
    const saved = await save(admin, "footer", 0, {});
    expectRefusal(saved, 404, "unknown_section");
    const history = await admin.request({ method: "GET", url: historyUrl("footer") });
    expectRefusal(history, 404, "unknown_section");
  });

  it.skipIf(!enabled)(
    "refuses a save from a form loaded before someone else's save of that section, naming them",
    async () => {
      const { admin, editor } = await start();
      expect((await save(editor, "festival", 0, festivalWith("FB9"))).statusCode).toBe(200);
      const stale = await save(admin, "festival", 0, festivalWith("FB10"));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: "content_conflict",
        message: expect.stringMatching(
          /^Bagian ini sudah diubah oleh penyunting pada .+ pukul \d\d\.\d\d WIB, sesudah formulirmu dimuat\. Isianmu belum disimpan dan masih ada di formulir\.$/,
        ),
        section: "festival",
        revision: 1,
        savedBy: "penyunting",
        savedAt: expect.any(String),
        changedPaths: [["festival", "product"]],
      });
      expect((await readDraftOf(admin)).content.festival.product).toBe("FB9");
      // Another section's form loaded at revision 0 is not stale.
      const about = { body: "Paragraf pertama.\n\nParagraf kedua." };
      expect((await save(admin, "about", 0, about)).json()).toEqual({ revision: 2, value: about });
    },
  );

  it.skipIf(!enabled)(
    "lets exactly one of two simultaneous saves from one revision win",
    async () => {
      const { app, admin, editor } = await start();
      const responses = await Promise.all([
        save(admin, "festival", 0, festivalWith("FB9")),
        save(editor, "festival", 0, festivalWith("FB10")),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(await storedRevisions(app)).toEqual([{ id: 1, section: "festival" }]);
    },
  );

  it.skipIf(!enabled)(
    "keeps a dish that has votes, and its class, until its votes are invalidated; its slug and name may change",
    async () => {
      const { app, admin, editor } = await start();
      const vote = await app.inject({
        method: "POST",
        url: "/api/votes/domestic/rendang",
        payload: { email: "pemilih.rendang@example.com" },
      });
      expect(vote.statusCode).toBe(201);
      // Closed: the record still holds the vote.
      await closeVoting(admin);
      const { revision } = await readDraftOf(editor);
      const withoutRendang = firstEdition.dishes.filter((dish) => dish.slug !== "rendang");
      const deleted = await save(editor, "dishes", revision, withoutRendang);
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json().issues).toEqual([
        {
          path: ["dishes"],
          message: expect.stringMatching(
            /^Rendang \(X MIPA C\) sudah punya vote: hidangan ini tidak boleh dihapus atau dipindah kategori\./,
          ),
        },
      ]);
      const rendangAt = firstEdition.dishes.findIndex((dish) => dish.slug === "rendang");
      const otherClass = firstEdition.dishes.map((dish) =>
        dish.slug === "rendang" ? { ...dish, classLabel: "XII IPS" } : dish,
      );
      const moving = await save(editor, "dishes", revision, otherClass);
      expect(moving.statusCode).toBe(400);
      expect(moving.json().issues[0].path).toEqual(["dishes", rendangAt, "classLabel"]);
      // A dish nobody voted for may go.
      const withoutTimphan = firstEdition.dishes.filter((dish) => dish.slug !== "timphan");
      expect((await save(editor, "dishes", revision, withoutTimphan)).statusCode).toBe(200);
      // The name corrected and the page moved: the same dish, the same votes.
      const corrected = withoutTimphan.map((dish) =>
        dish.slug === "rendang"
          ? { ...dish, slug: "rendang-padang", name: "Rendang Padang" }
          : dish,
      );
      expect((await save(editor, "dishes", revision + 1, corrected)).statusCode).toBe(200);
      expect(await storedRevisions(app)).toHaveLength(2);

      // Once its votes are invalidated (with a reason, in the audit log), the dish may go.
      const invalidated = await admin.request({
        method: "POST",
        url: "/api/panitia/invalidations",
        payload: { criteria: { category: "domestic" }, reason: "Suara uji", dryRun: false },
      });
      expect(invalidated.json()).toMatchObject({ count: 1 });
      const gone = corrected.filter((dish) => dish.id !== "rendang");
      const removed = await save(editor, "dishes", revision + 2, gone);
      expect(removed.statusCode, removed.body).toBe(200);
    },
  );

  it.skipIf(!enabled)("stores nothing when the value is the one already there", async () => {
    const { app, admin } = await start();
    const unchanged = await save(admin, "festival", 0, firstEdition.festival);
    expect(unchanged.json()).toEqual({ revision: 0, value: firstEdition.festival });
    await save(admin, "festival", 0, festivalWith("FB9"));
    await save(admin, "about", 1, { body: "Paragraf pertama.\n\nParagraf kedua." });
    expect((await save(admin, "festival", 2, festivalWith("FB9"))).json()).toEqual({
      revision: 2,
      value: festivalWith("FB9"),
    });
    expect(await storedRevisions(app)).toHaveLength(2);
    expect(await contentAudit(app)).toHaveLength(2);
  });

  it.skipIf(!enabled)(
    "takes a whole catalogue of dishes, far above the other routes' 8 KiB",
    async () => {
      const { admin } = await start();
      const [first, ...rest] = firstEdition.dishes;
      if (!first) throw new Error("the first edition has dishes");
      const dishes = [{ ...first, name: "Rendang Padang" }, ...rest];
      expect(JSON.stringify(dishes).length).toBeGreaterThan(8 * 1024);
      const response = await save(admin, "dishes", 0, dishes);
      expect(response.statusCode).toBe(200);
      const tooLarge = await save(admin, "about", 1, { body: "x".repeat(1024 * 1024) });
      expect(tooLarge.statusCode).toBe(413);
    },
  );

  it.skipIf(!enabled)("lets a viewer read but not save, and nobody without a session", async () => {
    const { app, admin, viewer } = await start();
    expect((await viewer.request({ method: "GET", url: draftUrl })).statusCode).toBe(200);
    expect((await viewer.request({ method: "GET", url: historyUrl("festival") })).statusCode).toBe(
      200,
    );
    const refused = await save(viewer, "festival", 0, festivalWith("FB9"));
    expectRefusal(refused, 403, "forbidden_role");
    const restoreRefused = await restore(viewer, "festival", 1, 0);
    expectRefusal(restoreRefused, 403, "forbidden_role");

    const anonymous = await app.inject({ method: "GET", url: draftUrl });
    expectRefusal(anonymous, 401, "not_signed_in");
    const withoutToken = await admin.request({
      method: "PUT",
      url: sectionUrl("festival"),
      payload: { baseRevision: 0, value: festivalWith("FB9") },
      withoutToken: true,
    });
    expectRefusal(withoutToken, 403, "csrf_failed");
    expect(await storedRevisions(app)).toEqual([]);
  });

  it.skipIf(!enabled)(
    "shows each revision of a section, newest first, with before and after",
    async () => {
      const { admin, editor, viewer } = await start();
      await save(editor, "festival", 0, festivalWith("FB9"));
      await save(admin, "about", 1, { body: "Paragraf pertama.\n\nParagraf kedua." });
      await save(admin, "festival", 2, festivalWith("FB10"));
      const response = await viewer.request({ method: "GET", url: historyUrl("festival") });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        section: "festival",
        revisions: [
          {
            revision: 3,
            section: "festival",
            savedBy: "ketua",
            savedAt: expect.any(String),
            restoredFrom: null,
            changes: [{ path: ["festival", "product"], before: "FB9", after: "FB10" }],
          },
          {
            revision: 1,
            section: "festival",
            savedBy: "penyunting",
            savedAt: expect.any(String),
            restoredFrom: null,
            changes: [
              {
                path: ["festival", "product"],
                before: firstEdition.festival.product,
                after: "FB9",
              },
            ],
          },
        ],
      });
    },
  );

  it.skipIf(!enabled)("brings an earlier revision back as a new one", async () => {
    const { app, admin, editor } = await start();
    await save(editor, "festival", 0, festivalWith("FB9"));
    await save(editor, "festival", 1, festivalWith("FB10"));
    expect((await restore(admin, "festival", 1, 1)).statusCode).toBe(409);
    const restored = await restore(admin, "festival", 1, 2);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ revision: 3, value: festivalWith("FB9") });
    expect((await readDraftOf(admin)).content.festival.product).toBe("FB9");
    const history = await admin.request({ method: "GET", url: historyUrl("festival") });
    expect(history.json().revisions[0]).toMatchObject({
      revision: 3,
      savedBy: "ketua",
      restoredFrom: 1,
      changes: [{ path: ["festival", "product"], before: "FB10", after: "FB9" }],
    });
    expect((await contentAudit(app)).at(-1)).toEqual({
      actor: "ketua",
      action: "content_restored",
      details: { section: "festival", revision: 3, changes: 1, restoredFrom: 1 },
    });
  });

  it.skipIf(!enabled)(
    "restores only a revision of that section, and only one that fits today's schema",
    async () => {
      const { app, admin } = await start();
      await save(admin, "festival", 0, festivalWith("FB9"));
      const otherSection = await restore(admin, "about", 1, 1);
      const missing = await restore(admin, "festival", 99, 1);
      for (const response of [otherSection, missing]) {
        expectRefusal(response, 404, "unknown_revision");
      }
      // A revision saved under an older schema, which allowed an empty product.
      await app.database.db
        .insertInto("content_revisions")
        .values({
          section: "festival",
          value: JSON.stringify(festivalWith("")),
          saved_by: "ketua",
          saved_at: new Date().toISOString(),
          restored_from: null,
        })
        .execute();
      await save(admin, "festival", 2, festivalWith("FB11"));
      const refused = await restore(admin, "festival", 2, 3);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        { path: ["festival", "product"], message: "Nama singkat festival wajib diisi" },
      ]);
      expect(await storedRevisions(app)).toHaveLength(3);
    },
  );

  it.skipIf(!enabled)("answers the content's JSON Schema for the console's forms", async () => {
    const { viewer } = await start();
    const response = await viewer.request({ method: "GET", url: "/api/panitia/content/schema" });
    expect(response.statusCode).toBe(200);
    const schema = response.json();
    expect(schema.type).toBe("object");
    expect(Object.keys(schema.properties)).toEqual(["festival", "pages", "dishes", "about"]);
    expect(schema.properties.festival.properties.year).toMatchObject({ type: "integer" });
  });
});

describe("the content API in the OpenAPI description", () => {
  it("documents every route of the draft, its history and its schema", async () => {
    const { app } = await buildTestApp({ firstEdition });
    const document = (await app.inject("/api/openapi.json")).json();
    const methodsOf = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methodsOf("/api/panitia/content/draft")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/content/draft/{section}")).toEqual(["put"]);
    expect(methodsOf("/api/panitia/content/history/{section}")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/content/history/{section}/{revision}/restore")).toEqual([
      "post",
    ]);
    expect(methodsOf("/api/panitia/content/schema")).toEqual(["get"]);
  });
});
