import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { posterFonts, posterLogo, posterPicture } from "./poster-assets";
import { type PosterPage, writePosterPdf } from "./posters";

/**
 * The posters' own process (started by poster-printer.ts): draws one poster set, every
 * dish's page and all of them in one PDF, into the folder it is given, then exits. PDF
 * layout and picture decoding hold a CPU for seconds and a hundred megabytes; here they
 * hold neither the server's event loop nor its memory, and the memory goes when it exits.
 */

export type PosterJobDish = {
  category: PosterPage["category"];
  slug: string;
  title: string;
  address: string;
  /** The photo's or the drawing's bytes, undefined for none. */
  picture: Uint8Array | undefined;
};

export type PosterJob = {
  outDir: string;
  festivalName: string;
  product: string;
  logoSvg: Uint8Array;
  dishes: PosterJobDish[];
};

/** The file of one dish's poster, and of all of them, in a poster set's folder. */
export const posterFileName = (dish: { category: string; slug: string }) =>
  `${dish.category}-${dish.slug}.pdf`;
export const allPostersFileName = "semua.pdf";

export async function renderPosterSet(job: PosterJob): Promise<void> {
  const assets = { fonts: posterFonts(), logo: await posterLogo(Buffer.from(job.logoSvg)) };
  const author = `Panitia ${job.festivalName}`;
  const pages: PosterPage[] = [];
  for (const dish of job.dishes) {
    pages.push({
      category: dish.category,
      title: dish.title,
      address: dish.address,
      picture: dish.picture ? await posterPicture(Buffer.from(dish.picture)) : undefined,
    });
  }
  await writePosterPdf(
    join(job.outDir, allPostersFileName),
    {
      pages,
      festivalName: job.festivalName,
      info: { Title: `Poster QR ${job.product}`, Author: author },
    },
    assets,
  );
  for (const [index, dish] of job.dishes.entries()) {
    const page = pages[index];
    if (!page) continue;
    await writePosterPdf(
      join(job.outDir, posterFileName(dish)),
      {
        pages: [page],
        festivalName: job.festivalName,
        info: { Title: `Poster ${dish.title}`, Author: author },
      },
      assets,
    );
  }
  await writeFile(join(job.outDir, "selesai"), `${job.dishes.length}\n`);
}

// Started as a child with an IPC channel: one job, one answer, then gone.
if (process.send && process.argv[2] === "--poster-job") {
  // One libvips thread: the server's process keeps the other core.
  sharp.concurrency(1);
  sharp.cache(false);
  process.once("message", (job: PosterJob) => {
    renderPosterSet(job).then(
      () => process.send?.({ ok: true }, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          {
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          },
          () => process.exit(1),
        ),
    );
  });
}
