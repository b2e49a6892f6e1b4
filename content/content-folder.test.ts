import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { issueInWords } from "../common/content-issue-words";
import { siteContentSchema } from "../common/content-schema";
import { readContentFolder, writeContentFolder } from "./content-folder.server";
import { validateContent } from "./validate";

const firstEdition = resolve(import.meta.dirname);
const scratch = mkdtempSync(join(tmpdir(), "fb8-content-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function firstEditionDocument() {
  return siteContentSchema.parse(await readContentFolder(firstEdition));
}

describe("the content document", () => {
  it("has the sections festival, pages, dishes and about, each dish with its Markdown", async () => {
    const content = await firstEditionDocument();
    expect(Object.keys(content)).toEqual(["festival", "pages", "dishes", "about"]);
    expect(content.dishes.find((dish) => dish.slug === "rendang")?.description).toMatch(
      /^Rendang adalah masakan daging khas Minangkabau/,
    );
  });

  it("is written back as the same files, and read back as the same document", async () => {
    const content = await firstEditionDocument();
    await writeContentFolder(content, scratch);
    expect(siteContentSchema.parse(await readContentFolder(scratch))).toEqual(content);
    expect(await validateContent(scratch)).toEqual([]);
  });

  it("names the field and says in Indonesian what is wrong", async () => {
    const content = await firstEditionDocument();
    const [first, ...rest] = content.dishes;
    if (!first) throw new Error("the first edition has dishes");
    const broken = {
      ...content,
      festival: { ...content.festival, product: "{produk}" },
      dishes: [{ ...first, description: "Terlalu pendek." }, ...rest],
      about: { body: "Satu paragraf saja." },
    };
    const result = siteContentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issueInWords(issue)]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [
          "festival.product",
          "Nama singkat festival memuat penanda {produk} yang tidak dikenal; periksa ejaannya, contoh {product} atau {fullName}",
        ],
        ["dishes.0.description", "Deskripsi paling sedikit 120 kata (sekarang 2)"],
        ["about.body", "Isi harus tepat dua paragraf, dipisahkan satu baris kosong (sekarang 1)"],
      ]),
    );
  });

  it("refuses a meta description that grows too long once the festival's name is filled in", async () => {
    const content = await firstEditionDocument();
    const festival = { ...content.festival, fullName: "F".repeat(150) };
    const result = siteContentSchema.safeParse({ ...content, festival });
    // One message, on the name, naming every page it breaks.
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ["festival", "fullName"],
        message:
          "Nama lengkap festival terlalu panjang untuk deskripsi halaman Home, Trial, Tentang, Expression, Maskot & Guest Star, Coming soon, Halaman tidak ditemukan: setelah diisi, deskripsinya lebih dari 170 huruf. Perpendek nama lengkap festival, atau deskripsi halaman itu.",
      },
    ]);
  });
});
