import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, test } from "vitest";
import { siteContentSchema } from "../../common/content-schema";
import { upgradeFixture } from "../../tests/upgrade-fixture";
import { openSqliteConnection } from "../storage/sqlite-connection";
import { readFirstEdition } from "./first-edition";
import {
  readStoredContent,
  reportOnce,
  StoredContentError,
  upgradeContent,
  upgradeSection,
} from "./upgrade-content";

const firstEdition = await readFirstEdition();

/** The release and the pages revision the commit of the fixture stored, as it stored them. */
function storedByOldCode() {
  // Held until the process ends, as every connection is (docs/decisions/0018).
  const database = openSqliteConnection(upgradeFixture.database, { readonly: true });
  try {
    const release = database
      .prepare<[string], { content: string }>("select content from content_releases where id = ?")
      .get(upgradeFixture.manifest.releaseId);
    const revision = database
      .prepare<[], { id: number; value: string }>(
        "select id, value from content_revisions where section = 'pages' order by id desc",
      )
      .get();
    if (!release || !revision) throw new Error("the fixture has a release and a pages revision");
    return {
      release: JSON.parse(release.content),
      pagesRevision: { id: revision.id, value: JSON.parse(revision.value) },
    };
  } finally {
    database.close();
  }
}

const pathsOf = (error: unknown) =>
  error instanceof StoredContentError ? error.issues.map((issue) => issue.path.join(".")) : [];

test(`a release ${upgradeFixture.manifest.commit} published gets the fields added since from the first edition, and keeps every text it had`, () => {
  const { release } = storedByOldCode();
  // As stored it no longer fits: this is what took the upgraded site down.
  const asStored = siteContentSchema.safeParse(release);
  expect(asStored.success).toBe(false);
  expect(asStored.error?.issues.map((issue) => issue.path.join("."))).toEqual(
    expect.arrayContaining(["pages.entrepreneur.liveLink", "pages.live"]),
  );

  const content = readStoredContent(release, firstEdition, { kind: "release", id: "r-lama" });
  expect(content.pages.home.hero.title).toBe(upgradeFixture.manifest.homeTitle);
  expect(content.pages.live).toEqual(firstEdition.pages.live);
  expect(content.pages.entrepreneur.liveLink).toBe(firstEdition.pages.entrepreneur.liveLink);
  // Nothing stored was replaced: the stored document is part of the upgraded one, as it was.
  expect(content).toMatchObject(release);
});

test("a draft's section saved by the earlier version is upgraded the same way", () => {
  const { pagesRevision } = storedByOldCode();
  const pages = upgradeSection("pages", pagesRevision.value, firstEdition);
  const checked = siteContentSchema.shape.pages.safeParse(pages);
  expect(checked.success).toBe(true);
  expect(checked.data?.home.hero.title).toBe(upgradeFixture.manifest.homeTitle);
  expect(pages).toMatchObject(pagesRevision.value);
});

test("a list item gets a required field from the first edition's item of the same id; an optional field left out stays out", () => {
  const pages = structuredClone(firstEdition.pages);
  const [mascot, ...otherMascots] = pages.guestStar.mascots;
  if (!mascot) throw new Error("the first edition has mascots");
  const { tileLabel: _added, ...olderMascot } = mascot;
  const { tileLabel: _alsoAdded, ...unknownMascot } = { ...mascot, id: "maskot-baru" };
  const [person, ...otherPeople] = pages.collaboreight.cast;
  if (!person) throw new Error("the first edition has a cast");
  const { photo: _removedByTheCommittee, ...personWithoutPhoto } = { ...person, photo: "x" };

  const stored = {
    ...pages,
    guestStar: { ...pages.guestStar, mascots: [olderMascot, ...otherMascots, unknownMascot] },
    collaboreight: { ...pages.collaboreight, cast: [personWithoutPhoto, ...otherPeople] },
  };
  const upgraded = siteContentSchema.shape.pages.safeParse(
    upgradeSection("pages", stored, firstEdition),
  );
  expect(upgraded.success).toBe(false);
  // The mascot the first edition knows is complete; the new one still lacks its label.
  expect(upgraded.error?.issues.map((issue) => issue.path.join("."))).toEqual([
    `guestStar.mascots.${pages.guestStar.mascots.length}.tileLabel`,
  ]);
  const upgradedPages = upgradeSection("pages", stored, firstEdition);
  expect(upgradedPages).toMatchObject({
    guestStar: { mascots: [mascot, ...otherMascots, unknownMascot] },
    collaboreight: { cast: [personWithoutPhoto, ...otherPeople] },
  });
  expect(JSON.stringify(upgradedPages)).not.toContain('"photo":"x"');
});

test("a section a newer version added comes whole from the first edition", () => {
  const { about: _added, ...older } = firstEdition;
  expect(upgradeContent(older, firstEdition)).toEqual(firstEdition);
});

test("a document that still does not fit names its field, in Indonesian for the committee, and is logged once", () => {
  const { release } = storedByOldCode();
  release.pages.home.hero.title = 42;
  let thrown: unknown;
  try {
    readStoredContent(release, firstEdition, { kind: "release", id: "r20261126-171043-49fb1d" });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(StoredContentError);
  expect(pathsOf(thrown)).toEqual(["pages.home.hero.title"]);
  if (!(thrown instanceof StoredContentError)) return;
  expect(thrown.explanation()).toMatch(
    /^Terbitan r20261126-171043-49fb1d tidak dapat dipakai oleh versi server ini, karena isian berikut tidak cocok: Judul harus berupa teks \(Halaman › Home › Bagian pembuka\)\. Situs tetap menampilkan terbitan terakhir/,
  );

  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { log } = Fastify({ logger: { stream } });
  expect(reportOnce(log, thrown)).toBe(true);
  for (let again = 0; again < 5; again += 1) {
    expect(reportOnce(log, new StoredContentError(thrown.document, thrown.issues))).toBe(false);
  }
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
    level: 50,
    fields: [{ path: "pages.home.hero.title" }],
  });
});

test("today's pages, saved without the live ranking's texts, still make a valid document", () => {
  const { live: _added, ...olderPages } = firstEdition.pages;
  const document = { ...firstEdition, pages: upgradeSection("pages", olderPages, firstEdition) };
  expect(siteContentSchema.safeParse(document).success).toBe(true);
  expect(siteContentSchema.safeParse({ ...firstEdition, pages: olderPages }).success).toBe(false);
});
