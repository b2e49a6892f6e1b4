import { describe, expect, it } from "vitest";
import { fieldName, issueInWords, withFieldName } from "./content-issue-words";

const dishName = ["dishes", 0, "name"];

describe("a content issue in the committee's words", () => {
  it("names a field by the label the form shows, a list item's field with its noun", () => {
    expect(fieldName(dishName)).toBe("Nama hidangan");
    expect(fieldName(["pages", "collaboreight", "cast", 1, "name"])).toBe("Nama pemeran");
    expect(fieldName(["festival", "socials", "youtube", "url"])).toBe("Alamat");
    expect(fieldName(["pages", "home", "expressionTeaser", "points", 1])).toBe("Poin 2");
    expect(fieldName(["dishes", 2, "description"])).toBe("Deskripsi");
    expect(fieldName([])).toBe("Isian");
  });

  it("says a missing or empty text is required", () => {
    expect(issueInWords({ code: "invalid_type", expected: "string", path: dishName })).toBe(
      "Nama hidangan wajib diisi",
    );
    expect(
      issueInWords({ code: "too_small", origin: "string", minimum: 1, input: "", path: dishName }),
    ).toBe("Nama hidangan wajib diisi");
  });

  it("counts a text that is too long or too short", () => {
    const title = ["pages", "home", "meta", "title"];
    expect(
      issueInWords({
        code: "too_big",
        origin: "string",
        maximum: 40,
        input: "x".repeat(52),
        path: title,
      }),
    ).toBe("Judul paling banyak 40 huruf (sekarang 52)");
    expect(
      issueInWords({
        code: "too_small",
        origin: "string",
        minimum: 50,
        input: "Pendek.",
        path: ["pages", "home", "meta", "description"],
      }),
    ).toBe("Deskripsi paling sedikit 50 huruf (sekarang 7)");
  });

  it("adds the schema's reason to a length, and keeps its own words for a pattern", () => {
    expect(
      issueInWords({
        code: "too_big",
        origin: "string",
        maximum: 12,
        input: "XII MIPA A 2 3",
        message: "agar muat di poster QR stan",
        path: ["dishes", 3, "classLabel"],
      }),
    ).toBe("Kelas paling banyak 12 huruf (sekarang 14), agar muat di poster QR stan");
    expect(
      issueInWords({
        code: "invalid_format",
        format: "regex",
        message: "harus ditulis lengkap dalam WIB, contoh 2022-06-12T23:59:59+07:00",
        path: ["festival", "events", "showDate"],
      }),
    ).toBe(
      "Tayang Collaboreight: waktu harus ditulis lengkap dalam WIB, contoh 2022-06-12T23:59:59+07:00",
    );
  });

  it("says an address, a number, a list and a choice plainly", () => {
    expect(
      issueInWords({
        code: "invalid_format",
        format: "url",
        input: "http://x.id",
        path: ["festival", "expressionGallery", "url"],
      }),
    ).toMatch(/^Alamat harus diawali https:\/\//);
    expect(
      issueInWords({
        code: "invalid_type",
        expected: "number",
        input: "2026",
        path: ["festival", "year"],
      }),
    ).toBe("Tahun harus berupa angka");
    expect(
      issueInWords({ code: "too_small", origin: "number", minimum: 1, path: ["imageCount"] }),
    ).toBe("Jumlah gambar paling kecil 1");
    expect(
      issueInWords({
        code: "too_small",
        origin: "array",
        minimum: 1,
        input: [],
        path: ["pages", "navigation", "links"],
      }),
    ).toBe("Tautan paling sedikit 1 (sekarang 0)");
    expect(
      issueInWords({
        code: "invalid_value",
        values: ["domestic", "international"],
        path: ["dishes", 0, "category"],
      }),
    ).toBe("Kategori harus salah satu dari: Domestik, Internasional");
  });

  it("starts a refinement's message with the field's label, capitalised", () => {
    expect(
      issueInWords({
        code: "custom",
        message: "paling sedikit 120 kata (sekarang 87)",
        path: ["dishes", 0, "description"],
      }),
    ).toBe("Deskripsi paling sedikit 120 kata (sekarang 87)");
    expect(withFieldName(["dishes", 0, "origin"], "asal: pilih dari daftar")).toBe(
      "Asal: pilih dari daftar",
    );
    expect(withFieldName(["pages", "navigation", "links", 0, "to"], "alamat tidak valid")).toBe(
      "Tujuan tautan: alamat tidak valid",
    );
  });
});
