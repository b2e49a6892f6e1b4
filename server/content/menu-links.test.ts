import { describe, expect, it } from "vitest";
import { siteContentSchema } from "../../common/content-schema";
import { buildTestApp } from "../../tests/build-app";
import { addCommitteeAccounts, editorPassword, signIn } from "../../tests/committee";
import { readFirstEdition } from "./first-edition";
import { findRelease } from "./releases";

const firstEdition = await readFirstEdition();

/** The first edition's pages with one more menu link. */
function pagesWithLink(to: string) {
  const pages = structuredClone(firstEdition.pages);
  pages.navigation.links.push({ label: "Masuk", to });
  return pages;
}
const lastLink = `pages.navigation.links.${firstEdition.pages.navigation.links.length}.to`;

function problemsOf(to: string) {
  const checked = siteContentSchema.safeParse({ ...firstEdition, pages: pagesWithLink(to) });
  return checked.success
    ? []
    : checked.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("menu links", () => {
  it.each([
    ["//evil.example/masuk", "diawali //"],
    ["/\\evil2.example/x", "diawali //"],
    ["/%5Cevil.example", "hanya boleh memuat"],
    ["/about\tx", "hanya boleh memuat"],
    ["javascript:alert(1)", "https://"],
    ["http://fb8.example.com/", "https://"],
    ["about", "diawali / untuk halaman situs ini"],
    ["/halaman-lain", "tidak ada di situs ini"],
    ["/8trepreneur/domestic/tidak-ada", "tidak ada di katalog"],
    ["https://", "alamat situs lain yang lengkap"],
  ])("refuses %j at the field, in Indonesian", (to, message) => {
    const problems = problemsOf(to);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${lastLink}: `);
    expect(problems[0]).toContain(message);
  });

  it.each([
    "/",
    "/about",
    "/about#tim",
    "/gallery-throwback/",
    "/8trepreneur/domestic/rendang",
    "https://www.instagram.com/fb8",
  ])("takes %j", (to) => {
    expect(problemsOf(to)).toEqual([]);
  });

  it("a save with a path to another host is refused, naming the field", async () => {
    const { app } = await buildTestApp({ firstEdition });
    await addCommitteeAccounts(app);
    const editor = await signIn(app, "penyunting", editorPassword);
    const saved = await editor.request({
      method: "PUT",
      url: "/api/panitia/content/draft/pages",
      payload: { baseRevision: 0, value: pagesWithLink("//evil.example/masuk") },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().issues).toEqual([
      {
        path: lastLink.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        message:
          "Tujuan tautan tidak boleh diawali // atau memuat \\, karena peramban membacanya sebagai situs lain",
      },
    ]);
  });

  it("stored content written before the check leads home instead, and stays editable and servable", async () => {
    const { app } = await buildTestApp({ firstEdition });
    await addCommitteeAccounts(app);
    const editor = await signIn(app, "penyunting", editorPassword);
    // As the previous code stored them: a draft revision and a frozen release, each with
    // both paths that browsers follow to other hosts.
    const pages = pagesWithLink("//evil.example/masuk");
    pages.navigation.links.push({ label: "Lain", to: "/\\evil2.example/x" });
    const now = new Date().toISOString();
    await app.database.db
      .insertInto("content_revisions")
      .values({
        section: "pages",
        value: JSON.stringify(pages),
        saved_by: "penyunting",
        saved_at: now,
        restored_from: null,
      })
      .execute();
    await app.database.db
      .insertInto("content_releases")
      .values({
        id: "r20261120-080000-abcdef",
        status: "ready",
        revision: 1,
        content: JSON.stringify({ ...firstEdition, pages }),
        created_at: now,
        created_by: "penyunting",
      })
      .execute();

    const draft = await editor.request({ url: "/api/panitia/content/draft" });
    expect(draft.statusCode, draft.body).toBe(200);
    const links = draft.json().content.pages.navigation.links;
    expect(links.slice(-2)).toEqual([
      { label: "Masuk", to: "/" },
      { label: "Lain", to: "/" },
    ]);
    const release = await findRelease(app.database.db, "r20261120-080000-abcdef");
    expect(release?.content.pages.navigation.links.slice(-2).map((link) => link.to)).toEqual([
      "/",
      "/",
    ]);
    // The editor can save the section again, as it now reads.
    const saved = await editor.request({
      method: "PUT",
      url: "/api/panitia/content/draft/pages",
      payload: { baseRevision: draft.json().revision, value: draft.json().content.pages },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
