import { describe, expect, it } from "vitest";
import { storageKinds } from "../../scripts/support/databases";
import {
  type CommitteeClient,
  castVote,
  closeVoting,
  currentEditionId,
  signIn,
} from "../../tests/committee";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import {
  listReleases,
  previewBuilt,
  publishDraft,
  publishingAppWithEditor,
  saveTitle,
  startPreview,
} from "../../tests/publishing-app";

/**
 * Every build receives the archived editions' announced results from the database
 * (content/archive.json): a publish or a preview after the next edition opened carries the
 * edition just archived, exactly as GET /api/results/{year} answers it.
 */
/**
 * Publishes and waits until the release is live: its build ends (ready) a moment before the
 * pointer moves to it, and a slower database shows that moment.
 */
async function publishLive(editor: CommitteeClient) {
  const { id } = await publishDraft(editor, 10_000);
  await expect
    .poll(async () => (await listReleases(editor)).find((release) => release.id === id)?.status)
    .toBe("live");
}

describe.each(storageKinds)("the archive a build receives on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "is empty before any edition is archived, then holds the announced 2022 results",
    async () => {
      const fake = fakeBuilder();
      const { app, editor } = await publishingAppWithEditor({
        storage: kind,
        staticDir: minimalStaticDir("Situs awal"),
        content: { codeVersion: "v1", builder: fake.builder },
      });
      const admin = await signIn(app);
      // The build being served becomes the first release before anything is published.
      await expect
        .poll(async () => (await listReleases(editor)).map((release) => release.status))
        .toEqual(["live"]);

      await saveTitle(editor, "Sebelum arsip");
      await publishLive(editor);
      expect(fake.calls.at(-1)?.archive).toEqual([]);

      expect((await castVote(app, "ani@example.com")).statusCode).toBe(201);
      await closeVoting(admin);
      const announce = (resultsPublished: boolean) =>
        admin.request({
          method: "PUT",
          url: "/api/panitia/settings",
          payload: { resultsPublished },
        });
      expect((await announce(true)).statusCode).toBe(200);
      const opened = await admin.request({
        method: "POST",
        url: "/api/panitia/editions",
        payload: {
          year: 2023,
          name: "FB9",
          reason: "Festival Budaya 9 dimulai",
          archives: await currentEditionId(admin),
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const announced2022 = (await app.inject("/api/results/2022")).json();
      expect(announced2022.published).toBe(true);

      await saveTitle(editor, "Sesudah arsip");
      await publishLive(editor);
      const archive = [
        {
          year: 2022,
          name: "FB8",
          publishedAt: announced2022.publishedAt,
          categories: announced2022.categories,
        },
      ];
      expect(fake.calls.at(-1)?.archive).toEqual(archive);
      const rendang = archive[0]?.categories
        .flatMap((category: { dishes: { food: string; votes: number }[] }) => category.dishes)
        .find((dish: { food: string }) => dish.food === "rendang");
      expect(rendang?.votes).toBe(1);

      await startPreview(editor);
      expect((await previewBuilt(editor, 10_000)).status).toBe("ready");
      const preview = fake.calls.at(-1);
      expect(preview?.preview).toBe(true);
      expect(preview?.archive).toEqual(archive);

      // FB9's own announcement is the current edition's, not the archive's.
      await closeVoting(admin);
      expect((await announce(true)).statusCode).toBe(200);
      await saveTitle(editor, "FB9 diumumkan");
      await publishLive(editor);
      expect(fake.calls.at(-1)?.archive).toEqual(archive);
    },
  );
});
