import { describe, expect, it } from "vitest";
import type { DishResult } from "../../common/committee-api";
import { committeeApiPaths } from "../../common/paths";
import { storageKinds } from "../../scripts/support/databases";
import { type CommitteeClient, openNextFestival, signInAs } from "../../tests/committee";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import {
  draftOf,
  listReleases,
  publishingAppWithEditor,
  publishLive,
  saveSection,
} from "../../tests/publishing-app";

/**
 * A dish's name corrected between live releases (docs/decisions/0037): each correction that
 * goes live is in the audit log, and the committee's results show the names a dish had.
 */
const staticDir = minimalStaticDir("Situs dengan nama yang dibetulkan");

/** Changes one dish (by id) in the draft and publishes it; answers the release's id. */
async function publishChange(
  editor: CommitteeClient,
  id: string,
  change: { name?: string; slug?: string },
): Promise<string> {
  const dishes = structuredClone((await draftOf(editor)).content.dishes);
  const dish = dishes.find((entry) => entry.id === id);
  if (!dish) throw new Error(`the first edition has ${id}`);
  Object.assign(dish, change);
  await saveSection(editor, "dishes", dishes);
  return publishLive(editor);
}

async function resultsOf(admin: CommitteeClient, query = ""): Promise<DishResult[]> {
  const response = await admin.request({ url: `/api/panitia/results${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .categories.flatMap((category: { dishes: DishResult[] }) => category.dishes);
}

const dishOf = (dishes: DishResult[], food: string) => dishes.find((dish) => dish.food === food);

describe.each(storageKinds.filter((kind) => kind.enabled))(
  "name corrections on $kind",
  ({ create }) => {
    it("are recorded when they go live and shown beside the dish in this edition's results", async () => {
      const { app, editor } = await publishingAppWithEditor({
        staticDir,
        storage: await create(),
        content: { codeVersion: "v1", builder: fakeBuilder().builder },
      });
      const admin = await signInAs(app, "admin");
      const [firstRelease] = await listReleases(editor);
      expect(dishOf(await resultsOf(admin), "onigiri")?.formerNames).toEqual([]);

      const salmon = await publishChange(editor, "onigiri", { name: "Onigiri Salmon" });
      // A new slug alone is no correction of the name.
      await publishChange(editor, "rendang", { slug: "rendang-padang" });
      const tuna = await publishChange(editor, "onigiri", { name: "Onigiri Tuna" });
      const renamed = await app.database.db
        .selectFrom("audit_log")
        .select(["actor", "details"])
        .where("action", "=", "dish_renamed")
        .orderBy("id")
        .execute();
      expect(renamed.map((row) => ({ ...row, details: JSON.parse(row.details) }))).toEqual([
        {
          actor: "penyunting",
          details: {
            category: "international",
            id: "onigiri",
            from: "Onigiri",
            to: "Onigiri Salmon",
            release: salmon,
          },
        },
        {
          actor: "penyunting",
          details: {
            category: "international",
            id: "onigiri",
            from: "Onigiri Salmon",
            to: "Onigiri Tuna",
            release: tuna,
          },
        },
      ]);
      const afterTwo = await resultsOf(admin);
      expect(dishOf(afterTwo, "onigiri")).toMatchObject({
        name: "Onigiri Tuna",
        formerNames: ["Onigiri", "Onigiri Salmon"],
      });
      expect(dishOf(afterTwo, "rendang")).toMatchObject({
        slug: "rendang-padang",
        formerNames: [],
      });

      // Kembalikan to the first release brings "Onigiri" back: a correction like a publish's.
      const back = await editor.request({
        method: "POST",
        url: committeeApiPaths.contentReleaseLive(firstRelease?.id ?? ""),
      });
      expect(back.json()).toEqual({ id: firstRelease?.id, state: "live" });
      expect(dishOf(await resultsOf(admin), "onigiri")).toMatchObject({
        name: "Onigiri",
        formerNames: ["Onigiri Salmon", "Onigiri Tuna"],
      });

      // The next edition starts with no corrections; the archived one keeps its own.
      await openNextFestival(admin, "Festival Budaya 9 dimulai");
      expect(dishOf(await resultsOf(admin), "onigiri")?.formerNames).toEqual([]);
      const archived = await admin.request({ url: "/api/panitia/editions" });
      const fb8 = archived
        .json()
        .editions.find((edition: { year: number }) => edition.year === 2022);
      expect(dishOf(await resultsOf(admin, `?edition=${fb8.id}`), "onigiri")?.formerNames).toEqual([
        "Onigiri Salmon",
        "Onigiri Tuna",
      ]);
    });
  },
);
