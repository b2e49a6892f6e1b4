import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dishesIn } from "../../content";
import { storageKinds } from "../../scripts/support/databases";
import { buildTestApp } from "../../tests/build-app";
import { storeMedia } from "../content/media";
import { dishPicture } from "./poster-sources";

const [rendang] = dishesIn("domestic");
if (!rendang) throw new Error("the catalogue has a domestic dish");

/** The picture's average colour, as [red, green, blue]. */
async function averageColour(picture: Buffer): Promise<number[]> {
  const { channels } = await sharp(picture).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe.each(storageKinds)("a poster's picture on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "is the dish's uploaded photo when its image names one, cut to 4:3",
    async () => {
      const { app } = await buildTestApp({ storage: kind });
      const photo = await sharp({
        create: { width: 900, height: 1200, channels: 3, background: "#1e90ff" },
      })
        .jpeg()
        .toBuffer();
      const stored = await storeMedia(app.database, photo, "test");
      if ("refused" in stored) throw new Error(`refused: ${stored.refused}`);
      const picture = await dishPicture(app.database.db, {
        ...rendang,
        image: { file: stored.name, alt: "Foto rendang" },
      });
      if (!picture) throw new Error("no picture");
      const { width, height, format } = await sharp(picture).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 900, format: "jpeg" });
      const [red = 0, green = 0, blue = 0] = await averageColour(picture);
      expect(blue).toBeGreaterThan(200);
      expect(red).toBeLessThan(60);
      expect(green).toBeGreaterThan(110);
    },
  );

  it.skipIf(!enabled)(
    "is the dish's drawing otherwise, and nothing for an unknown photo or drawing",
    async () => {
      const { app } = await buildTestApp({ storage: kind });
      const drawing = await dishPicture(app.database.db, rendang);
      if (!drawing) throw new Error("no drawing");
      // The drawings are night scenes: dark blue on average.
      const [red = 0, , blue = 0] = await averageColour(drawing);
      expect(blue).toBeGreaterThan(red);
      for (const file of ["foto-0123456789abcdef", "tidak-ada", "../../../package"]) {
        expect(
          await dishPicture(app.database.db, { ...rendang, image: { file, alt: "" } }),
        ).toBeUndefined();
      }
    },
  );
});
