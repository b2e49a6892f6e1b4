import { describe, expect, it } from "vitest";
import { committeeError } from "../../common/committee-errors";
import { dishNameMaxLength } from "../../common/content-schema";
import { fakeBuilder, minimalStaticDir } from "../../tests/fake-builder";
import { publishingAppWithEditor } from "../../tests/publishing-app";
import { firstEditionOfRepository } from "./first-edition";
import { insertRevision } from "./revisions";

/**
 * A draft the previous version stored with a dish name over today's limit loads, and is
 * refused at publishing and at preview, in the committee's words like a save's refusal.
 */
describe("a draft refused at publishing or preview", () => {
  it("names the field in the committee's words, counting the letters", async () => {
    const firstEdition = await firstEditionOfRepository();
    const { app, editor } = await publishingAppWithEditor({
      staticDir: minimalStaticDir("Situs awal"),
      content: { codeVersion: "v1", builder: fakeBuilder().builder },
    });
    const name = "Nasi goreng kampung spesial dengan telur ceplok dan kerupuk";
    await insertRevision(app.database.db, {
      section: "dishes",
      value: firstEdition.dishes.map((dish, index) => (index === 0 ? { ...dish, name } : dish)),
      savedBy: "penyunting",
      savedAt: new Date().toISOString(),
      restoredFrom: null,
    });
    const expected = {
      ...committeeError("draft_invalid"),
      issues: [
        {
          path: ["dishes", 0, "name"],
          message: `Nama hidangan paling banyak ${dishNameMaxLength} huruf (sekarang ${name.length}), agar muat di judul poster QR stan (spasi ikut dihitung)`,
        },
      ],
    };
    for (const url of ["/api/panitia/content/releases", "/api/panitia/content/preview"]) {
      const refused = await editor.request({ method: "POST", url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual(expected);
    }
  });
});
