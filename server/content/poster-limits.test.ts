import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  classLabelMaxLength,
  dishNameMaxLength,
  type SiteContent,
  storedSiteContentSchema,
} from "../../common/content-schema";
import { undrawableCharacters, undrawableMessage } from "../../common/poster-text";
import { writeContentFolder } from "../../content/content-folder.server";
import { validateContent } from "../../content/validate";
import { buildTestApp } from "../../tests/build-app";
import { addCommitteeAccounts, editorPassword, signIn } from "../../tests/committee";
import { posterCanDraw } from "../festival-day/poster-assets";
import { readFirstEdition } from "./first-edition";
import { findRelease, recordFirstRelease } from "./releases";
import { insertRevision } from "./revisions";

const firstEdition = await readFirstEdition();
const draftUrl = "/api/panitia/content/draft";
const sectionUrl = (section: string) => `/api/panitia/content/draft/${section}`;

/** A name the previous version accepted: any length. */
const longName = "Nasi goreng kampung spesial dengan telur ceplok "
  .repeat(75)
  .slice(0, 3600)
  .trim();

const dishesNamed = (name: string): SiteContent["dishes"] =>
  firstEdition.dishes.map((dish, index) => (index === 0 ? { ...dish, name } : dish));

async function start() {
  const { app } = await buildTestApp();
  await addCommitteeAccounts(app);
  const editor = await signIn(app, "penyunting", editorPassword);
  const saveDishes = (dishes: unknown, baseRevision: number) =>
    editor.request({
      method: "PUT",
      url: sectionUrl("dishes"),
      payload: { baseRevision, value: dishes },
    });
  return { app, editor, saveDishes };
}

describe("what a stand's poster can print, checked at save", () => {
  it("names the letters the poster's font cannot draw", () => {
    expect(undrawableCharacters("Es Doger ☃ ع 🍧 ☃ 麻婆", posterCanDraw())).toEqual([
      "☃",
      "ع",
      "🍧",
      "麻",
      "婆",
    ]);
    expect(undrawableCharacters("Crème brûlée – Œufs « niçoise »", posterCanDraw())).toEqual([]);
  });

  it("refuses a dish name with letters the poster cannot print, naming them at the field", async () => {
    const { saveDishes } = await start();
    const refused = await saveDishes(dishesNamed("Es Doger ☃ ع 🍧"), 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: ["dishes", 0, "name"],
        message:
          "Huruf ini tidak bisa dicetak di poster: ☃, ع, 🍧. Ganti dengan huruf Latin biasa.",
      },
    ]);
  });

  it(`refuses a dish name over ${dishNameMaxLength} letters, saying so in Indonesian`, async () => {
    const { saveDishes } = await start();
    const refused = await saveDishes(dishesNamed("a".repeat(dishNameMaxLength + 1)), 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: ["dishes", 0, "name"],
        message: `Nama hidangan paling banyak ${dishNameMaxLength} huruf (sekarang ${dishNameMaxLength + 1}), agar muat di judul poster QR stan (spasi ikut dihitung)`,
      },
    ]);
    expect((await saveDishes(dishesNamed("a".repeat(dishNameMaxLength)), 0)).statusCode).toBe(200);
  });

  it(`takes a class as free text up to ${classLabelMaxLength} letters, saying the limit in Indonesian`, async () => {
    const { saveDishes } = await start();
    const classed = (...labels: string[]) =>
      firstEdition.dishes.map((dish, index) => ({
        ...dish,
        classLabel: labels[index] ?? dish.classLabel,
      }));
    const saved = await saveDishes(classed("XI IPS 2", "X MIPA J", "  XII MIPA A 2  "), 0);
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .value.slice(0, 3)
        .map((dish: { classLabel: string }) => dish.classLabel),
    ).toEqual(["XI IPS 2", "X MIPA J", "XII MIPA A 2"]);
    const refused = await saveDishes(classed("XII MIPA A 2 3", " "), 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      {
        path: ["dishes", 0, "classLabel"],
        message: `Kelas paling banyak ${classLabelMaxLength} huruf (sekarang 14), agar muat di poster QR stan`,
      },
      { path: ["dishes", 1, "classLabel"], message: "Kelas wajib diisi" },
    ]);
    // Free text, printed on the poster: a letter its font cannot draw is refused there too.
    const unprintable = await saveDishes(classed("XI IPS ☃"), 1);
    expect(unprintable.json().issues).toEqual([
      { path: ["dishes", 0, "classLabel"], message: undrawableMessage(["☃"]) },
    ]);
  });

  it("still reads a 2022 document: every class the old pattern allowed fits the new rule", () => {
    const oldClasses = ["X", "XI", "XII"].flatMap((grade) =>
      [..."ABCDEFGHI"].map((letter) => `${grade} MIPA ${letter}`).concat(`${grade} IPS`),
    );
    const dishes = oldClasses.map((classLabel, index) => {
      const dish = firstEdition.dishes[index % firstEdition.dishes.length];
      return { ...dish, id: `hidangan-${index}`, slug: `hidangan-${index}`, classLabel };
    });
    expect(storedSiteContentSchema.safeParse({ ...firstEdition, dishes }).success).toBe(true);
    expect(storedSiteContentSchema.safeParse(firstEdition).success).toBe(true);
  });

  it("gives the console's form the limit, which it shows under the name's field", async () => {
    const { editor } = await start();
    const schema = (
      await editor.request({ method: "GET", url: "/api/panitia/content/schema" })
    ).json();
    const dish = schema.properties.dishes.items;
    const name = dish.$ref ? undefined : dish.properties.name;
    expect(name?.maxLength).toBe(dishNameMaxLength);
    expect(dish.properties.classLabel.maxLength).toBe(classLabelMaxLength);
    // Not JSON Schema: the form counts a description's words while one types.
    expect(dish.properties.description.minWords).toBe(120);
  });

  it("keeps a release and a draft stored by the previous version with a 3,600-letter name readable and buildable; the limit meets the next save", async () => {
    const { app, editor, saveDishes } = await start();
    // As the previous version stored them: a revision and a live release with the long name.
    const revision = await insertRevision(app.database.db, {
      section: "dishes",
      value: dishesNamed(longName),
      savedBy: "penyunting",
      savedAt: new Date().toISOString(),
      restoredFrom: null,
    });
    const stored = { ...firstEdition, dishes: dishesNamed(longName) };
    const id = "r20260601-080000-abcdef";
    expect(await recordFirstRelease(app.database.db, { id, content: stored })).toBe(true);

    expect((await findRelease(app.database.db, id))?.content.dishes[0]?.name).toBe(longName);
    const folder = await mkdtemp(join(tmpdir(), "fb8-content-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    await writeContentFolder(stored, folder);
    expect(await validateContent(folder)).toEqual([]);

    const draft = await editor.request({ method: "GET", url: draftUrl });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().content.dishes[0].name).toBe(longName);
    // Another section still saves; the dishes meet the limit when they are saved.
    const festival = { ...firstEdition.festival, product: "FB8 Baru" };
    const other = await editor.request({
      method: "PUT",
      url: sectionUrl("festival"),
      payload: { baseRevision: revision, value: festival },
    });
    expect(other.statusCode).toBe(200);
    const refused = await saveDishes(draft.json().content.dishes, other.json().revision);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toEqual(["dishes", 0, "name"]);
    expect(refused.json().issues[0].message).toContain(
      `paling banyak ${dishNameMaxLength} huruf (sekarang ${longName.length})`,
    );
  });
});
