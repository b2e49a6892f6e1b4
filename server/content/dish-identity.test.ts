import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../common/content-schema";
import { storageKinds } from "../../scripts/support/databases";
import { buildTestApp } from "../../tests/build-app";
import { addCommitteeAccounts, type CommitteeClient, signInAs } from "../../tests/committee";
import { readFirstEdition } from "./first-edition";
import { insertRevision } from "./revisions";

const firstEdition = await readFirstEdition();
type StoredDish = Record<string, unknown> & { id?: string; slug: string; name: string };

const saveDishes = (client: CommitteeClient, baseRevision: number, dishes: unknown[]) =>
  client.request({
    method: "PUT",
    url: "/api/panitia/content/draft/dishes",
    payload: { baseRevision, value: dishes },
  });

async function draftDishes(client: CommitteeClient): Promise<SiteContent["dishes"]> {
  const draft = await client.request({ method: "GET", url: "/api/panitia/content/draft" });
  expect(draft.statusCode).toBe(200);
  return draft.json().content.dishes;
}

/** A new domestic dish as the form sends it: no id, which the form has no way to type. */
function papeda(): StoredDish {
  const model = firstEdition.dishes.find((dish) => dish.slug === "rendang");
  if (!model) throw new Error("the first edition has rendang");
  const { id: _id, ...fields } = model;
  return {
    ...fields,
    slug: "papeda",
    name: "Papeda",
    classLabel: "XII IPS",
    origin: { name: "Papua", marker: { longitude: 140.72, latitude: -2.53 } },
  };
}

describe.each(storageKinds)("a dish's identity on $kind", ({ kind, enabled }) => {
  const start = async () => {
    const { app } = await buildTestApp({ storage: kind, firstEdition });
    await addCommitteeAccounts(app);
    return { app, editor: await signInAs(app, "editor") };
  };

  it.skipIf(!enabled)("is the 2022 slug for the first edition's dishes", () => {
    for (const dish of firstEdition.dishes) expect(dish.id).toBe(dish.slug);
  });

  it.skipIf(!enabled)(
    "is given by the server at a new dish's first save, answered, and kept by the next saves",
    async () => {
      const { editor } = await start();
      const saved = await saveDishes(editor, 0, [...firstEdition.dishes, papeda()]);
      expect(saved.statusCode, saved.body).toBe(200);
      const given = saved.json().value.at(-1).id;
      expect(given).toMatch(/^d-[a-z2-7]{8}$/);
      expect((await draftDishes(editor)).at(-1)).toMatchObject({ id: given, slug: "papeda" });

      // Renamed and moved to the top, as the form sends it back: the same dish, the same id.
      const sentBack: StoredDish[] = saved.json().value;
      const last = sentBack.at(-1) as StoredDish;
      const moved = [
        { ...last, name: "Papeda Kuah Kuning", slug: "papeda-kuah-kuning" },
        ...sentBack.slice(0, -1),
      ];
      const again = await saveDishes(editor, 1, moved);
      expect(again.statusCode, again.body).toBe(200);
      const dishes = await draftDishes(editor);
      expect(dishes[0]).toMatchObject({ id: given, name: "Papeda Kuah Kuning" });
      expect(dishes.filter((dish) => dish.id === given)).toHaveLength(1);
    },
  );

  it.skipIf(!enabled)(
    "refuses an id typed by hand, or one taken from another dish, at its field",
    async () => {
      const { app, editor } = await start();
      const invented = await saveDishes(editor, 0, [
        ...firstEdition.dishes,
        { ...papeda(), id: "karangan" },
      ]);
      expect(invented.statusCode).toBe(400);
      expect(invented.json().issues).toEqual([
        {
          path: ["dishes", firstEdition.dishes.length, "id"],
          message: expect.stringMatching(/^Kode hidangan "karangan" tidak dikenal/),
        },
      ]);
      // Rawon's stand taking Rendang's id, and with it Rendang's votes.
      const swapped = firstEdition.dishes.map((dish) =>
        dish.slug === "rawon" ? { ...dish, id: "rendang" } : dish,
      );
      const taken = await saveDishes(editor, 0, swapped);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().issues).toContainEqual({
        path: ["dishes", expect.any(Number), "id"],
        message:
          "Kode hidangan sudah dipakai hidangan lain (“rendang”); setiap hidangan perlu kode sendiri",
      });
      const stored = await app.database.db.selectFrom("content_revisions").select("id").execute();
      expect(stored).toEqual([]);
    },
  );

  it.skipIf(!enabled)(
    "never gives one dish's slug to another, at once or over two saves",
    async () => {
      const { editor } = await start();
      const slugOf = (id: string, slug: string) => (dish: SiteContent["dishes"][number]) =>
        dish.id === id ? { ...dish, slug } : dish;
      // Rendang's and Soto Betawi's slugs swapped in one save: Rendang's posters would open Soto's page.
      const swapped = firstEdition.dishes
        .map(slugOf("rendang", "soto-betawi"))
        .map(slugOf("soto-betawi", "rendang"));
      const refused = await saveDishes(editor, 0, swapped);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toContainEqual({
        path: [
          "dishes",
          firstEdition.dishes.findIndex((dish) => dish.id === "soto-betawi"),
          "slug",
        ],
        message: expect.stringMatching(/^Slug "rendang" sudah pernah dipakai Rendang:/),
      });
      // Over two saves: Rendang moves to rendang-padang, then Soto Betawi asks for "rendang".
      const moved = firstEdition.dishes.map(slugOf("rendang", "rendang-padang"));
      expect((await saveDishes(editor, 0, moved)).statusCode).toBe(200);
      const taking = moved.map(slugOf("soto-betawi", "rendang"));
      expect((await saveDishes(editor, 1, taking)).statusCode).toBe(400);
      // A slug only the history knows: Papeda, added as "papeda", moves to "papeda-papua";
      // Soto Betawi cannot take "papeda" after it.
      const added = await saveDishes(editor, 1, [...moved, papeda()]);
      expect(added.statusCode, added.body).toBe(200);
      const withPapeda: StoredDish[] = added.json().value;
      const renamed = withPapeda.map((dish) =>
        dish.slug === "papeda" ? { ...dish, slug: "papeda-papua" } : dish,
      );
      expect((await saveDishes(editor, 2, renamed)).statusCode).toBe(200);
      const late = renamed.map((dish) =>
        dish.id === "soto-betawi" ? { ...dish, slug: "papeda" } : dish,
      );
      const lateAnswer = await saveDishes(editor, 3, late);
      expect(lateAnswer.statusCode).toBe(400);
      expect(lateAnswer.json().issues[0].message).toMatch(
        /^Slug "papeda" sudah pernah dipakai Papeda:/,
      );
      // Rendang itself may go back to its old slug.
      const back = renamed.map((dish) =>
        dish.id === "rendang" ? { ...dish, slug: "rendang" } : dish,
      );
      expect((await saveDishes(editor, 3, back)).statusCode).toBe(200);
    },
  );

  it.skipIf(!enabled)(
    "is the slug for every dish an earlier version stored without ids, the committee's own included",
    async () => {
      const { app, editor } = await start();
      // What the code before ids stored: the dishes section without any `id`, with a dish the
      // committee added then.
      const withoutIds = [...firstEdition.dishes, { ...papeda(), slug: "papeda" }].map(
        ({ id: _id, ...dish }) => dish,
      );
      await insertRevision(app.database.db, {
        section: "dishes",
        value: withoutIds,
        savedBy: "penyunting",
        savedAt: "2022-11-01T03:00:00.000Z",
        restoredFrom: null,
      });
      const dishes = await draftDishes(editor);
      expect(dishes.map((dish) => dish.id)).toEqual(dishes.map((dish) => dish.slug));
      expect(dishes.at(-1)).toMatchObject({ id: "papeda", slug: "papeda" });
      // The next save keeps them: they are the ids from now on.
      const saved = await saveDishes(editor, 1, dishes);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await draftDishes(editor)).at(-1)).toMatchObject({ id: "papeda" });
    },
  );

  it.skipIf(!enabled)(
    "keeps a dish's votes with it when its slug changes, and counts both under its id",
    async () => {
      const { app } = await start();
      const vote = (slug: string, email: string) =>
        app.inject({ method: "POST", url: `/api/votes/domestic/${slug}`, payload: { email } });
      expect((await vote("rendang", "sebelum@example.com")).statusCode).toBe(201);
      // Published with a new slug: what a release going live does to the catalogue.
      app.catalogue.publish({
        ...firstEdition,
        dishes: firstEdition.dishes.map((dish) =>
          dish.id === "rendang" ? { ...dish, slug: "rendang-padang" } : dish,
        ),
      });
      expect((await vote("rendang-padang", "sesudah@example.com")).statusCode).toBe(201);
      expect((await app.inject("/api/votes/domestic/rendang-padang")).json().votes).toBe(2);
      const stored = await app.database.db.selectFrom("votes").select("food").execute();
      expect(stored.map((row) => row.food)).toEqual(["rendang", "rendang"]);
    },
  );
});
