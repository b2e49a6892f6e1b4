import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page, Request } from "@playwright/test";
import sharp from "sharp";
import { type CommitteeServer, startCommitteeServer } from "./committee-server";
import { expect, test } from "./fixtures";
import { dishBySlug, editorAccount, openDish, pictureField, signIn } from "./konten";
import { phonePhotoSize, writeBrokenJpeg, writePhonePhoto } from "./phone-photo";

/**
 * Issue 35: an editor at the festival, on a phone with a slow connection up, chooses a
 * 12-megapixel photo for a dish. The browser draws it smaller before sending (shrink-photo.ts),
 * so it arrives in seconds, with its progress shown. Real Chromium decoding, a real server.
 */
test.describe.configure({ mode: "serial" });

const editor = editorAccount("foto");
const dish = dishBySlug("rendang");
const mediaRoute = "/api/panitia/content/media";
/** Under this from the choice, on the slow connection: the promise. */
const arrivalLimitMs = 15_000;
const upBitsPerSecond = 1.5e6;
/** A phone on a busy school network: 1.5 Mbit/s up, 5 Mbit/s down, 100 ms each way. */
const slowPhone = {
  offline: false,
  latency: 100,
  downloadThroughput: 5e6 / 8,
  uploadThroughput: upBitsPerSecond / 8,
};

let committeeServer: CommitteeServer;
let photo: string;
let photoBytes: number;
let files: string;

test.beforeAll(async () => {
  committeeServer = await startCommitteeServer(22, {}, [editor]);
  files = mkdtempSync(join(tmpdir(), "fb8-foto-"));
  photo = join(files, "IMG_20221015_121314.jpg");
  photoBytes = await writePhonePhoto(photo);
});

test.afterAll(async () => {
  await committeeServer?.server.stop();
});

/** Signed in at `viewport`, the dish's photo field open; on the slow connection if asked. */
async function openPhotoField(
  browser: Browser,
  viewport: { width: number; height: number },
  throttled: boolean,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(keepSentFiles);
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", slowPhone);
  }
  await signIn(page, committeeServer.server.url, editor);
  await openDish(page, dish);
  return { context, page, field: pictureField(page) };
}

/** Every POST to the media route the page makes, from now on. */
function watchUploads(page: Page): Request[] {
  const uploads: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === mediaRoute) {
      uploads.push(request);
    }
  });
  return uploads;
}

/**
 * Chromium gives no body for a multipart request built from a File (postDataBuffer is null),
 * so the page keeps a copy of each form's `file` as it hands the form to XMLHttpRequest; its
 * size is checked against the body size Chromium reports for the wire.
 */
function keepSentFiles() {
  const kept: string[] = [];
  Object.assign(window, { sentFiles: kept });
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get("file") : null;
    if (file instanceof Blob) {
      const reader = new FileReader();
      reader.onload = () => kept.push(String(reader.result));
      reader.readAsDataURL(file);
    }
    return send.call(this, body);
  };
}

/** The one picture the page sent, and what it is: width, height, bytes. */
async function sentPicture(page: Page) {
  const dataUrl = await page.waitForFunction(() => {
    const kept = (window as unknown as { sentFiles: string[] }).sentFiles;
    return kept.length === 1 && kept[0];
  });
  const picture = Buffer.from(String(await dataUrl.jsonValue()).split(",")[1] ?? "", "base64");
  const { width, height } = await sharp(picture).metadata();
  return { width: width ?? 0, height: height ?? 0, bytes: picture.length };
}

/** The stored media's size as the server serves it back to the committee. */
async function storedPicture(name: string) {
  const answer = await committeeServer.committee("GET", `${mediaRoute}/${name}`);
  expect(answer.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * Chooses the phone photo and presses Unggah; resolves once the field shows the uploaded
 * photo, with the seconds from the choice and what went over the wire.
 */
async function uploadPhoto(page: Page, duringUpload: () => Promise<void> = async () => {}) {
  const field = pictureField(page);
  const uploads = watchUploads(page);
  const chosen = Date.now();
  await field.getByLabel("Pilih foto").setInputFiles(photo);
  await field.getByRole("button", { name: "Unggah", exact: true }).click();
  await duringUpload();
  const thumbnail = field.getByRole("img", { name: /^Berkas gambar: foto-[0-9a-f]+$/ });
  await expect(thumbnail).toBeVisible({ timeout: 2 * arrivalLimitMs });
  await expect
    // Whole, not only begun: Chromium knows a JPEG's width from its first bytes.
    .poll(
      () =>
        thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      {
        timeout: arrivalLimitMs,
      },
    )
    .toBeGreaterThan(0);
  const seconds = (Date.now() - chosen) / 1000;
  expect(uploads).toHaveLength(1);
  const [request] = uploads as [Request];
  const response = await request.response();
  if (!response) throw new Error("the upload had no answer");
  expect(response.status()).toBe(201);
  const { name } = (await response.json()) as { name: string };
  await expect(thumbnail).toHaveAccessibleName(`Berkas gambar: ${name}`);
  // The header Chromium put on the wire (playwright's sizes() knows no body built from a File).
  const bodyBytes = Number((await request.allHeaders())["content-length"]);
  return {
    seconds,
    bodyBytes,
    sent: await sentPicture(page),
    stored: await storedPicture(name),
    // From the request's start to its answer: the upload and the server's decode.
    uploadMs: (request.timing().responseStart ?? 0) - (request.timing().requestStart ?? 0),
  };
}

function report(where: string, figures: Awaited<ReturnType<typeof uploadPhoto>>) {
  const { sent, stored } = figures;
  console.log(
    `photo upload ${where}: original ${megabytes(photoBytes)} (${phonePhotoSize.width}×${phonePhotoSize.height}, EXIF upright), ` +
      `sent ${megabytes(figures.bodyBytes)} (picture ${sent.width}×${sent.height}), ` +
      `stored ${stored.width}×${stored.height}, ${figures.seconds.toFixed(1)} s from the choice ` +
      `(request to answer ${(figures.uploadMs / 1000).toFixed(1)} s)`,
  );
}

/** What every upload of the phone photo must show, however fast the connection. */
function expectShrunk(figures: Awaited<ReturnType<typeof uploadPhoto>>) {
  // A photo for the web, not the sensor's: at most 2400 px wide, and upright (EXIF applied).
  expect(figures.sent.width).toBeLessThanOrEqual(2400);
  expect(figures.sent.height).toBeGreaterThan(figures.sent.width);
  expect(figures.bodyBytes).toBeLessThan(1_000_000);
  // What went over the wire is that picture and a few hundred bytes of multipart around it.
  expect(figures.bodyBytes - figures.sent.bytes).toBeGreaterThan(0);
  expect(figures.bodyBytes - figures.sent.bytes).toBeLessThan(1024);
  expect(figures.bodyBytes).toBeLessThan(photoBytes / 3);
  expect(figures.stored.width).toBeLessThanOrEqual(2400);
  expect(figures.stored.height).toBeGreaterThan(figures.stored.width);
}

test("a 12-megapixel phone photo arrives in under 15 s over 1.5 Mbit/s up, its progress shown, at 360 px", async ({
  browser,
}) => {
  test.slow();
  const { context, page, field } = await openPhotoField(browser, { width: 360, height: 740 }, true);
  const figures = await uploadPhoto(page, async () => {
    // The editor sees the upload going: a progress bar with its percent, read out by name.
    const bar = field.getByRole("progressbar", { name: "Kemajuan unggahan" });
    await expect(bar).toBeVisible({ timeout: arrivalLimitMs });
    await expect(field.getByText(/^Mengunggah… \d+\u00a0%$/)).toBeVisible();
    await expect
      .poll(() => bar.evaluate((progress: HTMLProgressElement) => progress.value), {
        timeout: arrivalLimitMs,
      })
      .toBeGreaterThanOrEqual(30);
    await field.screenshot({ path: test.info().outputPath("photo-progress-360.png") });
  });
  await expect(field.getByRole("progressbar")).toHaveCount(0);
  await field.screenshot({ path: test.info().outputPath("photo-done-360.png") });
  report("at 360 px over 1.5 Mbit/s up", figures);
  expectShrunk(figures);
  expect(figures.seconds * 1000).toBeLessThan(arrivalLimitMs);
  // The connection really was slow: the body took at least the time 1.5 Mbit/s allows.
  expect(figures.uploadMs).toBeGreaterThanOrEqual(
    (0.9 * 8000 * figures.bodyBytes) / upBitsPerSecond,
  );
  await context.close();
});

test("the same photo at 1440 px on a fast connection", async ({ browser }) => {
  test.slow();
  const { context, page, field } = await openPhotoField(
    browser,
    { width: 1440, height: 900 },
    false,
  );
  const figures = await uploadPhoto(page);
  await field.screenshot({ path: test.info().outputPath("photo-done-1440.png") });
  report("at 1440 px, not throttled", figures);
  expectShrunk(figures);
  await context.close();
});

test("a 25 MB file the browser cannot make smaller is refused before it is sent, at 360 px", async ({
  browser,
}) => {
  test.slow();
  const huge = join(files, "IMG_rusak.jpg");
  writeBrokenJpeg(huge, 25);
  const { context, page, field } = await openPhotoField(browser, { width: 360, height: 740 }, true);
  const uploads = watchUploads(page);
  const chooser = field.getByLabel("Pilih foto");
  await chooser.setInputFiles(huge);
  await field.getByRole("button", { name: "Unggah", exact: true }).click();
  const reason = /^Berkas terlalu besar\. Lebih dari 15 MB/;
  await expect(field.getByRole("listitem").filter({ hasText: reason })).toBeVisible({
    timeout: arrivalLimitMs,
  });
  await expect(chooser).toHaveAccessibleDescription(reason);
  await expect(field.getByRole("button", { name: "Unggah", exact: true })).toBeEnabled();
  await field.screenshot({ path: test.info().outputPath("photo-refused-360.png") });
  expect(uploads).toHaveLength(0);
  await context.close();
});
