import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Kysely } from "kysely";
import { mediaNamePattern } from "../../common/content-schema";
import type { PublishedDish } from "../content/catalogue";
import { repositoryContentDir } from "../content/first-edition";
import { readMedia } from "../content/media";
import type { DatabaseSchema } from "../storage/schema";
import { posterPicture } from "./poster-assets";

/**
 * The bytes a poster is drawn from, read by the server (the posters' process has no
 * database): the logo's SVG, and each dish's uploaded photo or drawing.
 */

export const logoSource = () => readFile(resolve(repositoryContentDir, "assets/brand/logo.svg"));

/**
 * The dish's uploaded photo when its image names one, else its drawing from content/assets;
 * undefined when neither exists (a video, a drawing the repository lacks): the poster then
 * leaves a starry panel instead.
 */
export async function pictureSource(
  db: Kysely<DatabaseSchema>,
  file: string,
): Promise<Buffer | undefined> {
  if (mediaNamePattern.test(file)) {
    const media = await readMedia(db, file);
    return media?.kind === "photo" ? media.bytes : undefined;
  }
  // A slug-like name only: never a path out of the drawings' folder.
  if (!/^[a-z0-9-]+$/.test(file)) return undefined;
  return await readFile(resolve(repositoryContentDir, "assets/dishes", `${file}.svg`)).catch(
    () => undefined,
  );
}

/** The dish's picture as the poster draws it, cut to 4:3; undefined when it has none. */
export async function dishPicture(
  db: Kysely<DatabaseSchema>,
  dish: PublishedDish,
): Promise<Buffer | undefined> {
  const source = await pictureSource(db, dish.image.file);
  return source ? await posterPicture(source) : undefined;
}
