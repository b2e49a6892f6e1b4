import { describe, expect, it } from "vitest";
import type { DishResult } from "../../common/committee-api";
import { storageKinds } from "../../scripts/support/databases";
import { type CommitteeClient, castVote, openNextFestival, signInAs } from "../../tests/committee";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import {
  draftOf,
  publishingAppWithEditor,
  publishLive,
  saveSection,
} from "../../tests/publishing-app";

/**
 * The archive is read-only in every view (docs/decisions/0038): once FB9 renames Onigiri,
 * moves it to another class and drops Rendang, FB8's ranking, votes export and results still
 * name both as they were when FB8 closed, and its files are named after FB8.
 */
const staticDir = minimalStaticDir("Situs arsip yang tetap");

async function csv(admin: CommitteeClient, url: string) {
  const response = await admin.request({ url });
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = response.body
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\n");
  return {
    file: response.headers["content-disposition"],
    rows: rows.map((row) => row.split(",")),
    header: header?.split(",") ?? [],
  };
}

describe.each(storageKinds.filter((kind) => kind.enabled))(
  "an archived edition's dishes on $kind",
  ({ create }) => {
    it("keep the names and classes they closed with in its ranking, votes and results", async () => {
      const { app, editor } = await publishingAppWithEditor({
        staticDir,
        storage: await create(),
        content: { codeVersion: "v1", builder: fakeBuilder().builder },
      });
      const admin = await signInAs(app, "admin");
      for (const [email, path] of [
        ["ani@example.com", "/api/votes/international/onigiri"],
        ["budi@example.com", "/api/votes/domestic/rendang"],
      ] as const) {
        const vote = await castVote(app, email, path);
        expect(vote.statusCode, vote.body).toBe(201);
      }
      await openNextFestival(admin);
      const editions = (await admin.request({ url: "/api/panitia/editions" })).json().editions;
      const fb8 = editions.find((edition: { year: number }) => edition.year === 2022);

      // FB9 renames Onigiri, gives it to another class and drops Rendang.
      const dishes = structuredClone((await draftOf(editor)).content.dishes)
        .filter((dish) => dish.id !== "rendang")
        .map((dish) =>
          dish.id === "onigiri" ? { ...dish, name: "Onigiri Tuna", classLabel: "XII IPS A" } : dish,
        );
      await saveSection(editor, "dishes", dishes);
      await publishLive(editor);

      const ranking = await csv(admin, `/api/panitia/export/ranking.csv?edition=${fb8.id}`);
      expect(ranking.file).toBe('attachment; filename="fb8-2022-ranking.csv"');
      const rankingRow = (name: string) => ranking.rows.find((row) => row[2] === name);
      expect(rankingRow("Onigiri")?.slice(2, 5)).toEqual(["Onigiri", "XI MIPA B", "1"]);
      expect(rankingRow("Rendang")?.slice(2, 5)).toEqual(["Rendang", "X MIPA C", "1"]);
      expect(rankingRow("Onigiri Tuna")).toBeUndefined();

      const votes = await csv(admin, `/api/panitia/export/votes.csv?edition=${fb8.id}`);
      expect(votes.file).toBe('attachment; filename="fb8-2022-votes.csv"');
      expect(votes.rows.map((row) => row.slice(1, 4))).toEqual([
        ["international", "onigiri", "Onigiri"],
        ["domestic", "rendang", "Rendang"],
      ]);
      const audit = await csv(admin, `/api/panitia/export/audit.csv?edition=${fb8.id}`);
      expect(audit.file).toBe('attachment; filename="fb8-2022-audit.csv"');

      const results = await admin.request({ url: `/api/panitia/results?edition=${fb8.id}` });
      const shown: DishResult[] = results
        .json()
        .categories.flatMap((category: { dishes: DishResult[] }) => category.dishes);
      expect(shown.find((dish) => dish.food === "onigiri")).toMatchObject({
        name: "Onigiri",
        classLabel: "XI MIPA B",
        votes: 1,
      });
      expect(shown.find((dish) => dish.food === "rendang")).toMatchObject({
        slug: "rendang",
        name: "Rendang",
        classLabel: "X MIPA C",
        votes: 1,
      });

      // The current edition's files are named after it, and it has today's names.
      const current = await csv(admin, "/api/panitia/export/ranking.csv");
      expect(current.file).toBe('attachment; filename="fb9-2023-ranking.csv"');
      expect(current.rows.some((row) => row[2] === "Onigiri Tuna")).toBe(true);
    });
  },
);
