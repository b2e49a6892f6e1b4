import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assetName, portraitName } from "../../common/asset-names";
import { mediaNamePattern, type SiteContent } from "../../common/content-schema";

/** What the build needs of an upload: its bytes and its type (server/content/media.ts). */
export type StoredMedia = { mime: string; bytes: Buffer };
export type MediaReader = (name: string) => Promise<StoredMedia | undefined>;

const extensions: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/**
 * Where each uploaded picture goes among the first edition's art, under the name a page
 * already looks for: content/assets/<folder>/<name>. A photo wins over the drawing of the
 * same name (scripts/build-images.ts), so an item without an upload keeps its drawn art.
 */
export function mediaPlacements(content: SiteContent): { media: string; asset: string }[] {
  const placements: { media: string; asset: string }[] = [];
  const place = (media: string | undefined, asset: string) => {
    if (media && mediaNamePattern.test(media)) placements.push({ media, asset });
  };
  for (const dish of content.dishes) place(dish.image.file, `dishes/${dish.image.file}`);
  const { collaboreight, home, gallery } = content.pages;
  for (const [index, person] of collaboreight.cast.entries()) {
    place(person.photo, `people/${portraitName("cast", index)}`);
  }
  for (const [index, person] of collaboreight.committee.entries()) {
    place(person.photo, `people/${portraitName("committee", index)}`);
  }
  for (const sponsor of home.sponsors.items) {
    place(sponsor.logo, `partners/${assetName(sponsor.name)}`);
    place(sponsor.video, `partners/${assetName(sponsor.name)}`);
  }
  for (const [index, photo] of gallery.photos.entries()) {
    place(photo.photo, `gallery/throwback-${index + 1}`);
  }
  return placements;
}

const videoExtensions = ["mp4", "webm"];

/** The files scripts/build-images.ts takes as a picture of a name: a photo or a drawing. */
const pictureExtensions = ["svg", "jpg", "jpeg", "png", "webp", "avif"];

/**
 * Writes every upload the content names into `assetsDir`; a missing one is a build error,
 * and so is a dish whose picture names no drawing there. Said here, in one line, rather than
 * left to the build, which stops in the middle of prerendering with a page of HTML as its
 * only explanation.
 */
export async function writeMedia(
  content: SiteContent,
  assetsDir: string,
  readMedia: MediaReader,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { media, asset } of mediaPlacements(content)) {
    const stored = await readMedia(media);
    const extension = stored && extensions[stored.mime];
    if (!stored || !extension) {
      problems.push(`Berkas unggahan ${media} tidak ditemukan.`);
      continue;
    }
    await writeFile(join(assetsDir, `${asset}.${extension}`), stored.bytes);
    // An uploaded clip replaces the drawn one in both formats: a browser would otherwise
    // play the first edition's WebM before the committee's MP4.
    for (const other of videoExtensions.filter((video) => video !== extension)) {
      if (stored.mime.startsWith("video/"))
        await rm(join(assetsDir, `${asset}.${other}`), { force: true });
    }
  }
  problems.push(...missingDrawings(content, assetsDir));
  return problems;
}

/**
 * The drawings the content names that are not among `assetsDir`'s: a sponsor's video, a
 * dish's picture. Said in one line each, before anything is built or rendered, rather than
 * left to a page that fails in the middle of the work.
 */
export function missingDrawings(content: SiteContent, assetsDir: string): string[] {
  const problems: string[] = [];
  for (const sponsor of content.pages.home.sponsors.items) {
    if (sponsor.kind !== "video" || sponsor.video) continue;
    const drawn = videoExtensions.some((extension) =>
      existsSync(join(assetsDir, "partners", `${assetName(sponsor.name)}.${extension}`)),
    );
    if (!drawn) {
      problems.push(
        `Sponsor "${sponsor.name}": jenisnya video, tetapi videonya belum ada. Unggah video MP4-nya, atau ubah jenisnya menjadi gambar.`,
      );
    }
  }
  for (const dish of content.dishes) {
    if (mediaNamePattern.test(dish.image.file)) continue;
    const drawn = pictureExtensions.some((extension) =>
      existsSync(join(assetsDir, "dishes", `${dish.image.file}.${extension}`)),
    );
    if (!drawn) {
      problems.push(
        `Hidangan ${dish.name}: gambar bawaan "${dish.image.file}" tidak ada. Unggah fotonya, atau tulis nama gambar yang ada di content/assets/dishes/.`,
      );
    }
  }
  return problems;
}
