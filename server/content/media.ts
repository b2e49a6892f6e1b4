import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { mediaNamePattern } from "../../common/content-schema";
import { uploadLimits } from "../../common/media-limits";
import { recordAudit } from "../committee/audit-log";
import type { Database } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { lowerDecodePriority } from "./decode-priority";
import { createDecodeQueue, type DecodeQueue } from "./media-queue";
import {
  defaultMediaQuota,
  type MediaQuota,
  type MediaQuotaRefusal,
  quotaRefusal,
} from "./media-quota";

/**
 * Pictures and videos the committee uploads for the content (people, partners, the gallery,
 * dishes), kept in the database (migration 015) under a name made from their bytes' hash, which
 * the content then cites (`mediaNamePattern`). What a file is comes from its bytes alone: its
 * name and the browser's content type are whatever the sender says.
 *
 * A picture is decoded and encoded again, never stored as sent: that turns it upright by its
 * EXIF orientation, drops its metadata (EXIF, GPS position, camera, XMP) and converts it to sRGB,
 * and anything that only looks like a picture (a polyglot, a truncated file) is refused by the
 * decoder. A video is stored as sent, since re-encoding one needs ffmpeg; the partners' clips
 * are small loops, and the size limit keeps them so.
 */
export const mediaLimits = {
  ...uploadLimits,
  /** Decoding 100 megapixels takes ~400 MB; a 15 MB PNG could otherwise claim gigapixels. */
  picturePixels: 100_000_000,
  /** The build's widest variant is 1600 px (scripts/build-images.ts); 2400 leaves room to crop. */
  storedWidth: 2400,
  /** Smaller than this on either side is an icon or a thumbnail, blurry wherever it is shown. */
  minimumSide: 200,
} as const;

export type MediaKind = "photo" | "video";

export type StoredMedia = { name: string; kind: MediaKind; mime: string; bytes: Buffer };

/** Why an upload was not stored; each is one of the committee API's errors. */
export type MediaRefusal =
  | "media_invalid"
  | "media_too_large"
  | "media_too_small"
  | "media_busy"
  | MediaQuotaRefusal;

export type StoredSummary = {
  name: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
};

type PreparedMedia = Omit<StoredSummary, "name"> & { mime: string; bytes: Buffer };

const pictureTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const videoTypes = new Set(["video/mp4", "video/webm"]);

// libvips keeps the last operations' pixels for reuse (50 MB by default); an upload is never
// decoded twice, so here the cache only holds memory. Process-wide, as libvips itself is.
sharp.cache(false);
// One thread per image (sharp's own default on glibc Linux, said here so that no platform
// default can give a decode both cores): the other core stays free for pages and votes.
sharp.concurrency(1);

export type MediaUploadOptions = {
  /** Where decodes wait their turn (server/content/media-queue.ts); the routes keep one. */
  queue?: DecodeQueue;
  quota?: MediaQuota;
  now?: Date;
};

/**
 * Checks an upload, turns a picture into what is stored, and stores it with an audit entry;
 * the same bytes again give the same name and store nothing new. Returns the stored media's
 * name, or why it was refused (then nothing is stored). An account already past its quota is
 * refused before anything is decoded; a picture waits in `queue` for its turn to be decoded.
 */
export async function storeMedia(
  database: Database,
  upload: Buffer,
  actor: string,
  {
    queue = createDecodeQueue(),
    quota = defaultMediaQuota,
    now = new Date(),
  }: MediaUploadOptions = {},
): Promise<StoredSummary | { refused: MediaRefusal }> {
  const before = await quotaRefusal(database.db, actor, quota, now, 0);
  if (before) return { refused: before };
  const prepared = await queue.run(async () => {
    lowerDecodePriority();
    const lowering = setInterval(lowerDecodePriority, 250);
    try {
      return await prepareMedia(upload);
    } finally {
      clearInterval(lowering);
    }
  });
  if (!prepared) return { refused: "media_busy" };
  if ("refused" in prepared) return prepared;
  const { bytes, mime, ...summary } = prepared;
  const prefix = summary.kind === "photo" ? "foto" : "video";
  const name = `${prefix}-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
  const at = now.toISOString();
  return await database.transaction(async (db) => {
    // Sent again: nothing new is stored, so no quota is spent, but the sweep's hour restarts.
    const again = await db
      .updateTable("content_media")
      .set({ uploaded_at: at })
      .where("name", "=", name)
      .executeTakeFirst();
    if (Number(again.numUpdatedRows) === 0) {
      const refusal = await quotaRefusal(db, actor, quota, now, summary.size);
      if (refusal) return { refused: refusal };
      await db
        .insertInto("content_media")
        .values({
          name,
          kind: summary.kind,
          mime,
          bytes,
          width: summary.width,
          height: summary.height,
          size: summary.size,
          created_at: at,
          created_by: actor,
          uploaded_at: at,
        })
        .execute();
    }
    const dimensions =
      summary.width === null ? {} : { dimensions: `${summary.width}×${summary.height}` };
    await recordAudit(db, {
      actor,
      action: "content_media_uploaded",
      details: { name, kind: summary.kind, size: summary.size, ...dimensions },
    });
    return { name, ...summary };
  });
}

/** What an upload becomes when stored, or why it cannot be; touches no database. */
async function prepareMedia(upload: Buffer): Promise<PreparedMedia | { refused: MediaRefusal }> {
  const type = await fileTypeFromBuffer(upload);
  if (type && videoTypes.has(type.mime)) {
    if (upload.length > mediaLimits.videoBytes) return { refused: "media_too_large" };
    return {
      kind: "video",
      mime: type.mime,
      bytes: upload,
      size: upload.length,
      width: null,
      height: null,
    };
  }
  if (!type || !pictureTypes.has(type.mime)) return { refused: "media_invalid" };
  if (upload.length > mediaLimits.pictureBytes) return { refused: "media_too_large" };
  return await reencodePicture(upload, type.mime);
}

async function reencodePicture(
  upload: Buffer,
  mime: string,
): Promise<PreparedMedia | { refused: MediaRefusal }> {
  const options = { limitInputPixels: mediaLimits.picturePixels };
  try {
    // The header alone tells the size, so a decompression bomb is refused before decoding.
    const { width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    if (width * height > mediaLimits.picturePixels) return { refused: "media_too_large" };
    const resized = sharp(upload, options)
      .rotate()
      .resize({ width: mediaLimits.storedWidth, withoutEnlargement: true });
    // A photo stays a JPEG (mozjpeg at 88 is indistinguishable from the original at a
    // fraction of its size); anything else may be a logo with transparency, which WebP keeps.
    const encoded =
      mime === "image/jpeg"
        ? resized.jpeg({ quality: 88, mozjpeg: true })
        : resized.webp({ quality: 88, alphaQuality: 100 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (Math.min(info.width, info.height) < mediaLimits.minimumSide) {
      return { refused: "media_too_small" };
    }
    return {
      kind: "photo",
      mime: mime === "image/jpeg" ? "image/jpeg" : "image/webp",
      bytes: data,
      size: data.length,
      width: info.width,
      height: info.height,
    };
  } catch {
    // libvips refuses what it cannot decode, a truncated file included (sharp fails on warnings).
    return { refused: "media_invalid" };
  }
}

/** A stored picture or video by its name; undefined for an unknown or malformed name. */
export async function readMedia(
  db: Kysely<DatabaseSchema>,
  name: string,
): Promise<StoredMedia | undefined> {
  if (!mediaNamePattern.test(name)) return undefined;
  return await db
    .selectFrom("content_media")
    .select(["name", "kind", "mime", "bytes"])
    .where("name", "=", name)
    .executeTakeFirst();
}

/** Every stored name, oldest first: what the content may cite. */
export async function listMediaNames(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db
    .selectFrom("content_media")
    .select("name")
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  return rows.map((row) => row.name);
}
