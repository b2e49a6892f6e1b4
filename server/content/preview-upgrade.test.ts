import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { siteContentSchema } from "../../common/content-schema";
import { fakeBuilder } from "../../tests/fake-builder";
import { writeMiniSite } from "../../tests/mini-site";
import {
  previewBuilt,
  publishingAppWithEditor,
  saveTitle,
  startPreview,
} from "../../tests/publishing-app";
import { beforeEditionsFixture } from "../../tests/upgrade-fixture";
import { openSqliteConnection } from "../storage/sqlite-connection";
import { readFirstEdition } from "./first-edition";

/**
 * A preview's document is frozen in its row when it is asked for, by the code running then.
 * A process builds it again from that row when its disk lacks the folder, as after an upgrade
 * (the folder's name carries the code's digest). The document must get the upgrade a stored
 * release gets (upgrade-content.ts), or the build is handed a shape this version's pages do
 * not know (issue 41).
 */
const firstEdition = await readFirstEdition();
let site: ReturnType<typeof writeMiniSite>;
beforeAll(() => {
  site = writeMiniSite();
});
afterAll(() => site.remove());

/**
 * The whole document the version before editions (the fixture's commit) froze when it
 * published: what it froze for a preview too, the same draft document in the same shape.
 */
function documentStoredByThePreviousVersion(): { content: string; parsed: unknown } {
  // Held until the process ends, as every connection is (docs/decisions/0018).
  const fixture = openSqliteConnection(beforeEditionsFixture.database, { readonly: true });
  try {
    const row = fixture
      .prepare<[string], { content: string }>("select content from content_releases where id = ?")
      .get(beforeEditionsFixture.manifest.releaseId);
    if (!row) throw new Error("the fixture has its live release");
    return { content: row.content, parsed: JSON.parse(row.content) };
  } finally {
    fixture.close();
  }
}

it(`a preview stored by ${beforeEditionsFixture.manifest.commit} is brought up to this version's schema before it is built again`, async () => {
  const fake = fakeBuilder();
  const { app, editor, releasesDir } = await publishingAppWithEditor({
    staticDir: site.dir,
    firstEdition,
    content: { codeVersion: "uji", builder: fake.builder },
  });
  await saveTitle(editor, "Sebelum pembaruan");
  const cookie = await startPreview(editor);
  await previewBuilt(editor, 10_000);

  const stored = documentStoredByThePreviousVersion();
  // As stored it does not fit this version: fields were added since.
  expect(siteContentSchema.safeParse(stored.parsed).success).toBe(false);
  await app.database.db.updateTable("content_previews").set({ content: stored.content }).execute();
  // This disk lacks the preview's folder, as a new version's does: it builds it from the row.
  for (const name of readdirSync(releasesDir).filter((entry) => entry.startsWith("preview-"))) {
    rmSync(join(releasesDir, name), { recursive: true, force: true });
  }
  const built = fake.calls.length;

  const home = () => app.inject({ url: "/", headers: { cookie } });
  expect((await home()).statusCode).toBe(503);
  await expect.poll(async () => (await home()).statusCode).toBe(200);
  expect((await home()).body).toContain(`PRATINJAU ${beforeEditionsFixture.manifest.homeTitle}`);

  const rebuilt = fake.calls.slice(built);
  expect(rebuilt).toHaveLength(1);
  const handed = rebuilt[0]?.content;
  expect(siteContentSchema.safeParse(handed).success).toBe(true);
  // Upgraded, not replaced: every text the stored document had is there as it was.
  expect(handed).toMatchObject(stored.parsed ?? {});
});
