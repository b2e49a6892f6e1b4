import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import { committeeApiPaths, paths } from "../../../../common/paths";
import { dishesIn, dishTitle } from "../../../../content";
import { storageKinds } from "../../../../scripts/support/databases";
import { editionWithEsDoger } from "../../../../tests/added-dish";
import { buildTestApp, testPublicUrl } from "../../../../tests/build-app";
import {
  addCommitteeAccounts,
  editorPassword,
  signIn,
  viewerPassword,
} from "../../../../tests/committee";

const run = promisify(execFile);
/** poppler-utils: CI installs it (.ci/run); without it the PDFs cannot be read back. */
const popplerMissing = !existsSync("/usr/bin/pdftoppm");
if (popplerMissing) {
  console.warn("poppler-utils is not installed (/usr/bin/pdftoppm): the posters' PDFs go unread");
}

/** A PDF written to a temporary folder, removed when the test ends. */
async function pdfFile(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "fb8-poster-"));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  const file = join(folder, "poster.pdf");
  await writeFile(file, bytes);
  return file;
}

/** What a phone's camera reads from the page printed at 150 dpi. */
async function scannedAddress(pdf: string, page = 1): Promise<string | undefined> {
  const prefix = pdf.replace(/\.pdf$/, `-${page}`);
  await run("pdftoppm", [
    "-r",
    "150",
    "-png",
    "-f",
    `${page}`,
    "-l",
    `${page}`,
    "-singlefile",
    pdf,
    prefix,
  ]);
  const { data, info } = await sharp(await readFile(`${prefix}.png`))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

const selectableText = async (pdf: string) => (await run("pdftotext", [pdf, "-"])).stdout;

async function pageCount(pdf: string): Promise<number> {
  const { stdout } = await run("pdfinfo", [pdf]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

const [domestic] = dishesIn("domestic");
const [international] = dishesIn("international");
if (!domestic || !international) throw new Error("the catalogue has a dish in each category");

describe.each(storageKinds)("the stands' QR posters on $kind", ({ kind, enabled }) => {
  const start = async (publicUrl?: string) => {
    const { app } = await buildTestApp({ storage: kind, publicUrl });
    await addCommitteeAccounts(app);
    return { app, editor: await signIn(app, "penyunting", editorPassword) };
  };

  it.skipIf(!enabled || popplerMissing).each([domestic, international])(
    "prints $slug's poster: a code that scans to its public page, its title and the invitation as text",
    async (dish) => {
      const { editor } = await start();
      const response = await editor.request({
        method: "GET",
        url: committeeApiPaths.poster(dish.category, dish.slug),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toBe(
        `inline; filename="poster-${dish.category}-${dish.slug}.pdf"`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      const pdf = await pdfFile(response.rawPayload);
      expect(await pageCount(pdf)).toBe(1);
      expect(await scannedAddress(pdf)).toBe(
        `${testPublicUrl}${paths.dish(dish.category, dish.slug)}`,
      );
      const text = await selectableText(pdf);
      expect(text).toContain(dishTitle(dish));
      expect(text).toContain("Scan untuk vote");
      expect(text).toContain(`fb8.example.sch.id${paths.dish(dish.category, dish.slug)}`);
    },
    240_000,
  );

  it.skipIf(!enabled || popplerMissing)(
    "prints every published dish on a page of one PDF, domestic first",
    async () => {
      const { app } = await start();
      const admin = await signIn(app);
      const { catalogue } = app;
      const response = await admin.request({ method: "GET", url: committeeApiPaths.allPosters });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe('inline; filename="poster-semua.pdf"');
      const pdf = await pdfFile(response.rawPayload);
      expect(await pageCount(pdf)).toBe(catalogue.dishes().length);
      expect(await scannedAddress(pdf, 1)).toBe(
        `${testPublicUrl}${paths.dish("domestic", domestic.slug)}`,
      );
      const lastPage =
        catalogue.dishesIn("domestic").length + catalogue.dishesIn("international").length;
      const last = catalogue.dishesIn("international").at(-1);
      expect(await scannedAddress(pdf, lastPage)).toBe(
        `${testPublicUrl}${paths.dish("international", last?.slug ?? "")}`,
      );
    },
    240_000,
  );

  it.skipIf(!enabled || popplerMissing)(
    "points the code at PUBLIC_URL whatever Host the request claims",
    async () => {
      const { editor } = await start();
      const response = await editor.request({
        method: "GET",
        url: committeeApiPaths.poster(domestic.category, domestic.slug),
        headers: { host: "fb8-palsu.example", "x-forwarded-host": "fb8-palsu.example" },
      });
      expect(response.statusCode).toBe(200);
      const pdf = await pdfFile(response.rawPayload);
      expect(await scannedAddress(pdf)).toBe(
        `${testPublicUrl}${paths.dish(domestic.category, domestic.slug)}`,
      );
      expect(await selectableText(pdf)).not.toContain("palsu");
    },
    240_000,
  );

  it.skipIf(!enabled || popplerMissing)(
    "follows the published catalogue: a dish published since start-up gets its poster",
    async () => {
      const { app, editor } = await start();
      app.catalogue.publish((await editionWithEsDoger()).withEsDoger);
      const response = await editor.request({
        method: "GET",
        url: committeeApiPaths.poster("domestic", "es-doger"),
      });
      expect(response.statusCode).toBe(200);
      const pdf = await pdfFile(response.rawPayload);
      expect(await scannedAddress(pdf)).toBe(
        `${testPublicUrl}${paths.dish("domestic", "es-doger")}`,
      );
      expect(await selectableText(pdf)).toContain("Es Doger – XII IPS B");
    },
    240_000,
  );

  it.skipIf(!enabled || popplerMissing)(
    "serves a drawn poster again from disk: the same bytes and ETag, 304 when the browser has it",
    async () => {
      const { editor } = await start();
      const url = committeeApiPaths.allPosters;
      const first = await editor.request({ method: "GET", url });
      expect(first.statusCode).toBe(200);
      const started = performance.now();
      const second = await editor.request({ method: "GET", url });
      console.log(`posters.pdf served again in ${(performance.now() - started).toFixed(0)} ms`);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      const unchanged = await editor.request({
        method: "GET",
        url,
        headers: { "if-none-match": String(first.headers.etag) },
      });
      expect(unchanged.statusCode).toBe(304);
    },
    240_000,
  );

  it.skipIf(!enabled)("lists the published dishes with their posters for the console", async () => {
    const { editor } = await start();
    const response = await editor.request({ method: "GET", url: committeeApiPaths.posters });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.all).toBe(committeeApiPaths.allPosters);
    expect(body.categories.map((group: { category: string }) => group.category)).toEqual([
      "domestic",
      "international",
    ]);
    expect(body.categories[0].dishes[0]).toEqual({
      slug: domestic.slug,
      title: dishTitle(domestic),
      poster: committeeApiPaths.poster("domestic", domestic.slug),
    });
  });

  it.skipIf(!enabled)("refuses a viewer (403) and a visitor without a session (401)", async () => {
    const { app } = await start();
    const viewer = await signIn(app, "pengamat", viewerPassword);
    const url = committeeApiPaths.poster(domestic.category, domestic.slug);
    for (const path of [url, committeeApiPaths.allPosters, committeeApiPaths.posters]) {
      const refused = await viewer.request({ method: "GET", url: path });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("forbidden_role");
      const anonymous = await app.inject({ method: "GET", url: path });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it.skipIf(!enabled)("answers an unknown dish or category with 404 unknown_dish", async () => {
    const { editor } = await start();
    for (const url of [
      committeeApiPaths.poster("domestic", "pizza"),
      committeeApiPaths.poster("jajanan", domestic.slug),
      // A dish exists only under its own category.
      committeeApiPaths.poster("international", domestic.slug),
    ]) {
      const response = await editor.request({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(committeeError("unknown_dish"));
    }
  });

  it.skipIf(!enabled)("refuses every poster without an https PUBLIC_URL (409)", async () => {
    for (const publicUrl of ["http://127.0.0.1:3000", "http://fb8.example.sch.id"]) {
      const { editor } = await start(publicUrl);
      for (const url of [
        committeeApiPaths.poster(domestic.category, domestic.slug),
        committeeApiPaths.allPosters,
        committeeApiPaths.posters,
      ]) {
        const response = await editor.request({ method: "GET", url });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(committeeError("posters_need_public_url"));
      }
    }
  });
});
