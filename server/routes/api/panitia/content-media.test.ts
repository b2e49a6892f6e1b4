import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import { storageKinds } from "../../../../scripts/support/databases";
import { buildTestApp } from "../../../../tests/build-app";
import {
  addCommitteeAccounts,
  type CommitteeClient,
  expectRefusal,
  signInAs,
} from "../../../../tests/committee";
import { listMediaNames, readMedia } from "../../../content/media";
import { sweepUnusedMedia } from "../../../content/media-sweep";

const mediaUrl = "/api/panitia/content/media";

/** A multipart/form-data body as a browser's FormData makes it, with its boundary. */
async function multipart(field: string, bytes: Uint8Array, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)], { type }), filename);
  const request = new Request("http://fb8.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

async function upload(
  client: CommitteeClient,
  bytes: Uint8Array,
  { filename = "foto.jpg", type = "image/jpeg", field = "file", withoutToken = false } = {},
) {
  const body = await multipart(field, bytes, filename, type);
  return client.request({ method: "POST", url: mediaUrl, withoutToken, ...body });
}

const storedNames = (app: FastifyInstance) => listMediaNames(app.database.db);

const picture = (width: number, height: number, background = "#c0392b") =>
  sharp({ create: { width, height, channels: 3, background } });

/** Whether a TIFF/EXIF block's first directory points at a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const read16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const read32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = read32(4);
  const entries = read16(directory);
  for (let entry = 0; entry < entries; entry++) {
    if (read16(directory + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}

/** A PNG whose header claims `width` × `height` pixels, with one row of data: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The smallest WebM header file-type recognises: EBML with DocType "webm". */
const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
  0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
  0x42, 0x85, 0x81, 0x02,
]);
const webm = (bytes: number) =>
  Buffer.concat([webmHeader, Buffer.alloc(bytes - webmHeader.length)]);
/** An MP4's `ftyp` box (brand isom) and an empty `free` box. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from("free"),
]);

describe.each(storageKinds)("the content's pictures and videos on $kind", ({ kind, enabled }) => {
  const start = async () => {
    const { app } = await buildTestApp({ storage: kind });
    await addCommitteeAccounts(app);
    return { app, editor: await signInAs(app, "editor") };
  };

  it.skipIf(!enabled)(
    "stores a phone photo upright, at most 2400 px wide, without its EXIF or GPS position",
    async () => {
      const { app, editor } = await start();
      // Taken sideways: 1500 × 3200 as stored, 3200 × 1500 as seen.
      const photo = await picture(1500, 3200)
        .jpeg()
        .withExif({
          IFD0: { Make: "KameraRahasia", Artist: "Budi" },
          IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 10/1 0/1" },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const sent = await sharp(photo).metadata();
      expect(sent.orientation).toBe(6);
      expect(sent.exif?.includes("KameraRahasia")).toBe(true);
      expect(sent.exif && hasGpsDirectory(sent.exif)).toBe(true);

      const response = await upload(editor, photo);
      expect(response.statusCode).toBe(201);
      const { name } = response.json();
      expect(name).toMatch(/^foto-[0-9a-f]{16}$/);

      const stored = await editor.request({ method: "GET", url: `${mediaUrl}/${name}` });
      expect(stored.statusCode).toBe(200);
      expect(stored.headers["content-type"]).toBe("image/jpeg");
      expect(name).toBe(
        `foto-${createHash("sha256").update(stored.rawPayload).digest("hex").slice(0, 16)}`,
      );
      const metadata = await sharp(stored.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 2400, height: 1125 });
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.rawPayload.includes("KameraRahasia")).toBe(false);

      const admin = await signInAs(app, "admin");
      const audit = await admin.request({
        method: "GET",
        url: "/api/panitia/audit?action=content_media_uploaded",
      });
      expect(audit.json().entries).toEqual([
        expect.objectContaining({
          actor: "penyunting",
          action: "content_media_uploaded",
          details: { name, kind: "photo", size: stored.rawPayload.length, dimensions: "2400×1125" },
        }),
      ]);
    },
  );

  it.skipIf(!enabled)("stores a PNG logo as WebP and keeps its transparency", async () => {
    const { app, editor } = await start();
    const logo = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await upload(editor, logo, { filename: "logo.png", type: "image/png" });
    expect(response.statusCode).toBe(201);
    const media = await readMedia(app.database.db, response.json().name);
    if (!media) throw new Error("the logo was not stored");
    expect(media).toMatchObject({ kind: "photo", mime: "image/webp" });
    const metadata = await sharp(media.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 400, height: 300, hasAlpha: true });
  });

  it.skipIf(!enabled)("names the same picture alike and stores it once", async () => {
    const { app, editor } = await start();
    // Larger than the committee routes' 8 KiB body limit, which multipart is not bound by.
    const photo = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(8 * 1024);
    const first = await upload(editor, photo, { filename: "a.jpg" });
    const second = await upload(editor, photo, { filename: "b.jpeg" });
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await storedNames(app)).toEqual([first.json().name]);
  });

  it.skipIf(!enabled)("refuses an SVG, even named .jpg and sent as image/jpeg", async () => {
    const { app, editor } = await start();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    const response = await upload(editor, svg, { filename: "foto.jpg", type: "image/jpeg" });
    expectRefusal(response, 400, "media_invalid");
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("refuses a PDF, HTML, and bytes that only begin like a JPEG", async () => {
    const { app, editor } = await start();
    const files = [
      { bytes: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF"), type: "application/pdf" },
      { bytes: Buffer.from("<!doctype html><h1>halo</h1>"), type: "image/png" },
      { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]) },
    ];
    for (const { bytes, type } of files) {
      const response = await upload(editor, bytes, { type });
      expectRefusal(response, 400, "media_invalid");
    }
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("refuses a picture smaller than 200 px on a side", async () => {
    const { app, editor } = await start();
    const icon = await picture(640, 120).png().toBuffer();
    const response = await upload(editor, icon, { type: "image/png" });
    expectRefusal(response, 400, "media_too_small");
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("refuses a file over 15 MB with 413 and stores nothing", async () => {
    const { app, editor } = await start();
    const huge = Buffer.alloc(20 * 1024 * 1024, 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(editor, huge);
    expectRefusal(response, 413, "media_too_large");
    // Refused while it streams in, not after: the rest of the upload is not awaited.
    expect(response.headers.connection).toBe("close");
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("refuses a picture of over 100 megapixels without decoding it", async () => {
    const { app, editor } = await start();
    const bomb = pngClaiming(12_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await upload(editor, bomb, { filename: "peta.png", type: "image/png" });
    expectRefusal(response, 413, "media_too_large");
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)(
    "stores a small WebM or MP4 as sent, and refuses one over 300 KB",
    async () => {
      const { app, editor } = await start();
      const clip = webm(2048);
      const stored = await upload(editor, clip, { filename: "klip.webm", type: "video/webm" });
      expect(stored.statusCode).toBe(201);
      const { name } = stored.json();
      expect(name).toBe(`video-${createHash("sha256").update(clip).digest("hex").slice(0, 16)}`);
      const read = await editor.request({ method: "GET", url: `${mediaUrl}/${name}` });
      expect(read.headers["content-type"]).toBe("video/webm");
      expect(read.rawPayload.equals(clip)).toBe(true);

      // The browser's content type and file name say nothing: the bytes are an MP4.
      const movie = await upload(editor, mp4, { filename: "klip.bin", type: "text/plain" });
      expect(movie.statusCode).toBe(201);
      expect(movie.json().name).toMatch(/^video-[0-9a-f]{16}$/);
      expect((await readMedia(app.database.db, movie.json().name))?.mime).toBe("video/mp4");

      const long = await upload(editor, webm(400 * 1024), { type: "video/webm" });
      expectRefusal(long, 413, "media_too_large");
      expect((await storedNames(app)).sort()).toEqual([name, movie.json().name].sort());
    },
  );

  it.skipIf(!enabled)("refuses a request without a `file` field", async () => {
    const { app, editor } = await start();
    const photo = await picture(400, 400).jpeg().toBuffer();
    const wrongField = await upload(editor, photo, { field: "gambar" });
    const notMultipart = await editor.request({ method: "POST", url: mediaUrl, payload: {} });
    for (const response of [wrongField, notMultipart]) {
      expectRefusal(response, 400, "media_invalid");
    }
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("refuses a malformed or cut-off multipart body", async () => {
    const { app, editor } = await start();
    const photo = await picture(400, 400).jpeg().toBuffer();
    const { payload, headers } = await multipart("file", photo, "foto.jpg", "image/jpeg");
    const cutOff = payload.subarray(0, payload.length - 100);
    const bodies = [
      { payload: cutOff, headers },
      { payload, headers: { "content-type": "multipart/form-data" } },
      { payload: Buffer.from("bukan multipart"), headers },
    ];
    for (const body of bodies) {
      const response = await editor.request({ method: "POST", url: mediaUrl, ...body });
      expectRefusal(response, 400, "media_invalid");
    }
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("lets editors and admins upload, and every role look", async () => {
    const { app, editor } = await start();
    const photo = await picture(400, 400).jpeg().toBuffer();
    const viewer = await signInAs(app, "viewer");
    const refused = await upload(viewer, photo);
    expectRefusal(refused, 403, "forbidden_role");
    expect(await storedNames(app)).toEqual([]);

    const byAdmin = await upload(await signInAs(app, "admin"), photo);
    expect(byAdmin.statusCode).toBe(201);
    const name = byAdmin.json().name;
    for (const client of [viewer, editor]) {
      const response = await client.request({ method: "GET", url: `${mediaUrl}/${name}` });
      expect(response.statusCode).toBe(200);
    }
  });

  it.skipIf(!enabled)("refuses an upload without a session or without the CSRF token", async () => {
    const { app, editor } = await start();
    const photo = await picture(400, 400).jpeg().toBuffer();
    const body = await multipart("file", photo, "foto.jpg", "image/jpeg");
    const anonymous = await app.inject({ method: "POST", url: mediaUrl, ...body });
    expectRefusal(anonymous, 401, "not_signed_in");
    const forged = await upload(editor, photo, { withoutToken: true });
    expectRefusal(forged, 403, "csrf_failed");
    const anonymousRead = await app.inject({
      method: "GET",
      url: `${mediaUrl}/foto-0000000000000000`,
    });
    expect(anonymousRead.statusCode).toBe(401);
    expect(await storedNames(app)).toEqual([]);
  });

  it.skipIf(!enabled)("answers a stored name with its bytes, never to be sniffed", async () => {
    const { editor } = await start();
    const photo = await picture(400, 400).jpeg().toBuffer();
    const { name } = (await upload(editor, photo)).json();
    const response = await editor.request({ method: "GET", url: `${mediaUrl}/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/jpeg",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "cache-control": "private, max-age=31536000, immutable",
    });
    expect((await sharp(response.rawPayload).metadata()).format).toBe("jpeg");
  });

  it.skipIf(!enabled)("answers 404 for an unknown or malformed name", async () => {
    const { editor } = await start();
    for (const name of ["foto-0123456789abcdef", "..%2Fx", "foto-0123456789ABCDEF", "x"]) {
      const response = await editor.request({ method: "GET", url: `${mediaUrl}/${name}` });
      expectRefusal(response, 404, "unknown_media");
    }
    const traversal = await editor.request({ method: "GET", url: `${mediaUrl}/../x` });
    expect(traversal.statusCode).toBe(404);
  });

  it.skipIf(!enabled)("leaves the public API refusing anything but JSON", async () => {
    const { app } = await start();
    const body = await multipart("email", Buffer.from("a@b.co"), "x.txt", "text/plain");
    const response = await app.inject({
      method: "POST",
      url: "/api/votes/domestic/rendang",
      ...body,
    });
    expect(response.statusCode).toBe(415);
  });
});

/** A flat PNG: a few KB to send, yet every pixel to inflate, resize and encode again. */
const heavyPng = (side: number) => picture(side, side, "#2e86de").png().toBuffer();

describe.each(storageKinds)("the work and room uploads take on $kind", ({ kind, enabled }) => {
  const start = async (options: Parameters<typeof buildTestApp>[0] = {}) => {
    const { app } = await buildTestApp({ storage: kind, ...options });
    await addCommitteeAccounts(app);
    return { app, editor: await signInAs(app, "editor") };
  };

  /** A stored upload of `size` bytes by `actor`, `ageMs` ago: what earlier uploads left. */
  async function storedEarlier(app: FastifyInstance, actor: string, size: number, ageMs: number) {
    const at = new Date(Date.now() - ageMs).toISOString();
    const name = `foto-${createHash("sha256").update(`${actor}${size}${ageMs}`).digest("hex").slice(0, 16)}`;
    await app.database.db
      .insertInto("content_media")
      .values({
        name,
        kind: "photo",
        mime: "image/jpeg",
        bytes: Buffer.alloc(1),
        width: 1600,
        height: 1200,
        size,
        created_at: at,
        created_by: actor,
        uploaded_at: at,
      })
      .execute();
    return name;
  }

  it.skipIf(!enabled)(
    "decodes one picture at a time with two in line, and turns the next away with 429 media_busy",
    async () => {
      const { app, editor } = await start();
      const png = await heavyPng(3000);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          upload(editor, png, { filename: "a.png", type: "image/png" }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429]);
      const busy = answers.find((answer) => answer.statusCode === 429);
      expect(busy?.json()).toEqual(committeeError("media_busy"));
      expect(busy?.headers["retry-after"]).toBe("5");
      // The line was only full, not broken: once it is empty an upload goes through at once.
      expect((await upload(editor, png, { type: "image/png" })).statusCode).toBe(201);
      expect(await storedNames(app)).toHaveLength(1);
    },
  );

  it.skipIf(!enabled)(
    "caps what one account stores in an hour with 429, and counts the same picture once",
    async () => {
      const quota = { bytesPerHour: 4 * 1024 * 1024, bytesTotal: 64 * 1024 * 1024 };
      const { app, editor } = await start({ media: { quota } });
      const first = await picture(800, 600, "#16a085").jpeg().toBuffer();
      const firstName = (await upload(editor, first)).json().name;
      const firstSize = (await readMedia(app.database.db, firstName))?.bytes.length ?? 0;
      // 1000 bytes short of the hour's share: less than any picture.
      const filler = await storedEarlier(
        app,
        "penyunting",
        quota.bytesPerHour - firstSize - 1000,
        60_000,
      );

      const second = await picture(800, 600, "#8e44ad").jpeg().toBuffer();
      const refused = await upload(editor, second);
      expectRefusal(refused, 429, "media_quota_hour");
      expect((await storedNames(app)).sort()).toEqual([firstName, filler].sort());
      // Sent again, the first picture stores nothing new, so it is not refused.
      const again = await upload(editor, first);
      expect(again.statusCode).toBe(201);
      expect(again.json().name).toBe(firstName);
      // Another account has its own hour.
      expect((await upload(await signInAs(app, "admin"), second)).statusCode).toBe(201);

      // An hour later the editor may upload again.
      const earlier = new Date(Date.now() - 61 * 60_000).toISOString();
      await app.database.db
        .updateTable("content_media")
        .set({ created_at: earlier })
        .where("created_by", "=", "penyunting")
        .execute();
      const third = await picture(800, 600, "#d35400").jpeg().toBuffer();
      expect((await upload(editor, third)).statusCode).toBe(201);
    },
  );

  it.skipIf(!enabled)("caps what one account stores in all with 413", async () => {
    const quota = { bytesPerHour: 64 * 1024 * 1024, bytesTotal: 8 * 1024 * 1024 };
    const { app, editor } = await start({ media: { quota } });
    const day = 24 * 60 * 60_000;
    const filler = await storedEarlier(app, "penyunting", quota.bytesTotal - 1000, 30 * day);
    const photo = await picture(800, 600, "#27ae60").jpeg().toBuffer();
    const refused = await upload(editor, photo);
    expectRefusal(refused, 413, "media_quota_total");
    expect(await storedNames(app)).toEqual([filler]);

    // Full to the byte: refused before the picture is even decoded, and still 413.
    await app.database.db
      .updateTable("content_media")
      .set({ size: quota.bytesTotal })
      .where("name", "=", filler)
      .execute();
    const full = await upload(editor, Buffer.from("not even a picture"));
    expectRefusal(full, 413, "media_quota_total");
  });

  it.skipIf(!enabled)(
    "sweeps the uploads no revision or release names, and spares the last day's",
    async () => {
      const { app, editor } = await start();
      const day = 24 * 60 * 60_000;
      const send = async (colour: string) => {
        const response = await upload(editor, await picture(400, 400, colour).jpeg().toBuffer());
        expect(response.statusCode).toBe(201);
        return response.json().name as string;
      };
      const inOldRevision = await send("#e74c3c");
      const inDraft = await send("#3498db");
      const inRelease = await send("#f1c40f");
      const unused = await send("#95a5a6");
      const sentAgain = await send("#34495e");
      const justSent = await send("#1abc9c");

      // Two saves of the gallery: the first names one photo, the second another. "Pulihkan"
      // can bring back the first, so its photo stays too.
      const draft = (
        await editor.request({ method: "GET", url: "/api/panitia/content/draft" })
      ).json();
      const pages = draft.content.pages;
      const withPhoto = (name: string) => ({
        ...pages,
        gallery: {
          ...pages.gallery,
          photos: [{ ...pages.gallery.photos[0], photo: name }, ...pages.gallery.photos.slice(1)],
        },
      });
      const put = (baseRevision: number, value: unknown) =>
        editor.request({
          method: "PUT",
          url: "/api/panitia/content/draft/pages",
          payload: { baseRevision, value },
        });
      const firstSave = await put(draft.revision, withPhoto(inOldRevision));
      expect(firstSave.statusCode).toBe(200);
      expect((await put(firstSave.json().revision, withPhoto(inDraft))).statusCode).toBe(200);

      const releaseContent = { ...draft.content, pages: withPhoto(inRelease) };
      await app.database.db
        .insertInto("content_releases")
        .values({
          id: "r20261120-080000-abcdef",
          status: "previous",
          revision: 1,
          content: JSON.stringify(releaseContent),
          created_at: new Date(Date.now() - 6 * day).toISOString(),
          created_by: "penyunting",
        })
        .execute();

      // Everything was uploaded two days ago, but for the last one; one is sent again today.
      const twoDaysAgo = new Date(Date.now() - 2 * day).toISOString();
      await app.database.db
        .updateTable("content_media")
        .set({ uploaded_at: twoDaysAgo, created_at: twoDaysAgo })
        .where("name", "!=", justSent)
        .execute();
      expect(
        (await upload(editor, await picture(400, 400, "#34495e").jpeg().toBuffer())).json().name,
      ).toBe(sentAgain);

      const swept = await sweepUnusedMedia(app.database);
      expect(swept.names).toEqual([unused]);
      expect(swept.bytes).toBeGreaterThan(0);
      expect((await storedNames(app)).sort()).toEqual(
        [inOldRevision, inDraft, inRelease, sentAgain, justSent].sort(),
      );
      const read = await editor.request({ method: "GET", url: `${mediaUrl}/${unused}` });
      expect(read.statusCode).toBe(404);

      // A day later nothing names the last two either.
      const later = await sweepUnusedMedia(app.database, new Date(Date.now() + 2 * day));
      expect(later.names).toEqual([sentAgain, justSent].sort());
    },
  );
});
