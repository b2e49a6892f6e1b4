import { describe, expect, it } from "vitest";
import { changeInWords, valueInWords } from "./content-path-words";

const empty = "(kosong)";
const words = (change: Parameters<typeof changeInWords>[0]) => changeInWords(change, empty);
const noCode = /[{}[\]"]/;

describe("the history's changes in words", () => {
  const esPisangIjo = {
    id: "d-12345678",
    slug: "es-pisang-ijo",
    name: "Es Pisang Ijo",
    image: { file: "es-pisang-ijo.jpg", alt: "Es pisang ijo" },
  };

  it("names a dish added or removed by its place and its name", () => {
    expect(words({ path: ["dishes", 2], after: esPisangIjo })).toBe(
      "Hidangan 3 ditambahkan: Es Pisang Ijo",
    );
    expect(words({ path: ["dishes", 1], before: { ...esPisangIjo, name: "Onigiri" } })).toBe(
      "Hidangan 2 dihapus: Onigiri",
    );
  });

  it("says a changed text as before → after", () => {
    expect(words({ path: ["pages", "home", "hero", "title"], before: "A", after: "B" })).toMatch(
      /Judul: “A” → “B”$/,
    );
    expect(words({ path: ["festival", "product"], before: "", after: "FB9" })).toBe(
      "Festival › Nama singkat festival: (kosong) → “FB9”",
    );
  });

  it("says a new picture without its file name", () => {
    const line = words({ path: ["dishes", 0, "image", "file"], before: "a.jpg", after: "b.webp" });
    expect(line).toBe("Hidangan 1 › Gambar: Foto diganti");
    expect(words({ path: ["about", "cast", 0, "photo"], after: "foto.jpg" })).toMatch(
      /Foto ditambahkan$/,
    );
    expect(words({ path: ["about", "cast", 0, "photo"], before: "foto.jpg" })).toMatch(
      /Foto dihapus$/,
    );
  });

  it("says a list put in another order once", () => {
    expect(words({ path: ["dishes"], reordered: true })).toBe("Urutan hidangan diubah");
  });

  it("never shows code for a group or a list", () => {
    const lines = [
      words({ path: ["festival", "socials"], after: { youtube: { label: "YouTube", url: "x" } } }),
      words({ path: ["about", "cast"], before: [{ name: "A" }], after: "A" }),
      words({ path: ["about", "faq", 0], after: { question: "Kapan?", answer: "Besok" } }),
      words({ path: ["pages", "home", "hero"], before: { title: "Lama" } }),
      valueInWords({ nothing: { to: "name" } }, empty),
      valueInWords([1, 2, 3], empty),
    ];
    for (const line of lines) expect(line).not.toMatch(noCode);
    expect(lines[2]).toBe("Tentang › Tanya jawab 1 ditambahkan: Kapan?");
    expect(lines[1]).toBe("Tentang › Pemeran: 1 butir → “A”");
    expect(valueInWords([1, 2, 3], empty)).toBe("3 butir");
  });
});
