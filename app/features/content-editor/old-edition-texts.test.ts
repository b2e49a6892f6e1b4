import { describe, expect, it } from "vitest";
import { oldEditionTexts, termsOf } from "./old-edition-texts";

describe("the texts that still speak of the previous festival", () => {
  it("are named by its year, its name and its ordinal", () => {
    expect(termsOf({ year: 2022, name: "FB8" })).toEqual(["2022", "FB8", "kedelapan"]);
    expect(termsOf({ year: 2030, name: "Festival" })).toEqual(["2030", "Festival"]);
  });

  it("are found as words of their own, wherever they are, with their paths", () => {
    const draft = {
      festival: { product: "FB9", year: 2023, fullName: "Festival Budaya kedelapan" },
      pages: {
        home: { hero: { title: "Sampai jumpa di FB8!", note: "{product} {year}" } },
        about: { paragraphs: ["Tahun 2022 kami", "kode 20221 dan FB80 bukan", "fb8 kecil"] },
      },
    };
    expect(oldEditionTexts(draft, termsOf({ year: 2022, name: "FB8" }))).toEqual([
      {
        path: ["festival", "fullName"],
        term: "kedelapan",
        text: "Festival Budaya kedelapan",
      },
      { path: ["pages", "home", "hero", "title"], term: "FB8", text: "Sampai jumpa di FB8!" },
      { path: ["pages", "about", "paragraphs", 0], term: "2022", text: "Tahun 2022 kami" },
      { path: ["pages", "about", "paragraphs", 2], term: "fb8", text: "fb8 kecil" },
    ]);
  });
});
