import { expect, test } from "vitest";
import { siteContentSchema } from "../../common/content-schema";
import { withAddedFields } from "./drafts";
import { readFirstEdition } from "./first-edition";

test("a section saved before a newer version added fields gets them from the first edition", () => {
  const stored = { entrepreneur: { title: "Diubah panitia", choices: { domestic: "Nusantara" } } };
  const firstEdition = {
    entrepreneur: {
      title: "8TREPRENEUR",
      liveLink: "Lihat peringkat langsung",
      choices: { domestic: "Domestik", international: "Internasional" },
    },
    live: { title: "Peringkat Langsung" },
  };
  expect(withAddedFields(stored, firstEdition)).toEqual({
    entrepreneur: {
      title: "Diubah panitia",
      liveLink: "Lihat peringkat langsung",
      choices: { domestic: "Nusantara", international: "Internasional" },
    },
    live: { title: "Peringkat Langsung" },
  });
});

test("lists stand as stored, and nothing the committee wrote is replaced", () => {
  expect(withAddedFields({ items: [{ a: 1 }] }, { items: [{ a: 2, b: 3 }, { a: 4 }] })).toEqual({
    items: [{ a: 1 }],
  });
  expect(withAddedFields("teks", { a: 1 })).toBe("teks");
});

test("today's pages, saved without the live ranking's texts, still make a valid document", async () => {
  const firstEdition = await readFirstEdition();
  const { live: _dropped, ...olderPages } = firstEdition.pages;
  const document = {
    ...firstEdition,
    pages: withAddedFields(olderPages, firstEdition.pages),
  };
  expect(siteContentSchema.safeParse(document).success).toBe(true);
  expect(siteContentSchema.safeParse({ ...firstEdition, pages: olderPages }).success).toBe(false);
});
