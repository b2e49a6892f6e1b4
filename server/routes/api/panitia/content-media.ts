import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { committeeError } from "../../../../common/committee-errors";
import { type MediaRefusal, mediaLimits, readMedia, storeMedia } from "../../../content/media";
import { createDecodeQueue, type DecodeQueueLimits } from "../../../content/media-queue";
import { defaultMediaQuota, type MediaQuota } from "../../../content/media-quota";
import { mediaSweepIntervalMs, sweepUnusedMedia } from "../../../content/media-sweep";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import { committeeRoute } from "./committee-route";

/**
 * The content's pictures and videos: uploaded by editors, read back by every role. Multipart
 * is parsed only in this plugin: everywhere else the API takes JSON alone and answers 415.
 */
export type MediaRouteOptions = {
  /** Per account (MEDIA_QUOTA_MB_PER_HOUR, MEDIA_QUOTA_MB_TOTAL); default `defaultMediaQuota`. */
  quota?: MediaQuota;
  /** Decodes at once and in line, per process; default `defaultDecodeLimits`. */
  decodeLimits?: DecodeQueueLimits;
  /** How often this process sweeps unused media; default hourly, 0 never (tests). */
  sweepIntervalMs?: number;
};

const refusalStatus: Record<MediaRefusal, number> = {
  media_invalid: 400,
  media_too_small: 400,
  media_too_large: 413,
  media_quota_total: 413,
  media_busy: 429,
  media_quota_hour: 429,
};

export async function contentMediaRoutes(app: FastifyInstance, options: MediaRouteOptions) {
  await app.register(multipart, {
    // The file streams through busboy, which stops keeping bytes past the picture limit and
    // marks the file truncated: a 20 MB upload never sits whole in memory.
    limits: {
      fileSize: mediaLimits.pictureBytes,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;
  const queue = createDecodeQueue(options.decodeLimits);
  const quota = options.quota ?? defaultMediaQuota;
  scheduleSweeps(app, options.sweepIntervalMs ?? mediaSweepIntervalMs);

  api.post(
    "/content/media",
    // No larger bodyLimit: Fastify's binds only the parsers that read the body themselves,
    // never multipart's, whose limits are above. The committee's 8 KiB still caps a JSON body
    // sent here, which is refused anyway.
    committeeRoute(
      "content-edit",
      "Upload a picture (JPEG, PNG, WebP, AVIF; 15 MB) or video (MP4, WebM; 300 KB) as multipart field `file`",
    ),
    async (request, reply) => {
      const upload = await receiveFile(request);
      if (upload === "unusable") return reply.code(400).send(committeeError("media_invalid"));
      if (upload === "too_large") {
        // The client may still be sending the rest; closing the connection stops it.
        return reply
          .code(413)
          .header("connection", "close")
          .send(committeeError("media_too_large"));
      }
      const stored = await storeMedia(database, upload, signedIn(request).username, {
        queue,
        quota,
      });
      if ("refused" in stored) {
        // A decode takes a few seconds: by then a place in line is likely free again.
        if (stored.refused === "media_busy") reply.header("retry-after", "5");
        return reply.code(refusalStatus[stored.refused]).send(committeeError(stored.refused));
      }
      return reply.code(201).send({ name: stored.name });
    },
  );

  api.get(
    "/content/media/:name",
    committeeRoute("content-read", "A stored picture or video, as uploaded or re-encoded", {
      params: z.object({ name: z.string() }),
    }),
    async (request, reply) => {
      const media = await storageOperation(() => readMedia(database.db, request.params.name));
      if (!media) return reply.code(404).send(committeeError("unknown_media"));
      // A name is the hash of its bytes, so what it answers never changes.
      return reply
        .header("content-type", media.mime)
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(media.bytes);
    },
  );
}

/**
 * Sweeps unused media every `intervalMs` while the app runs (server/content/media-sweep.ts).
 * A failed sweep is only logged: the next one tries again, and nothing depends on it.
 */
function scheduleSweeps(app: FastifyInstance, intervalMs: number) {
  if (intervalMs <= 0) return;
  const sweep = async () => {
    try {
      const { names, bytes } = await sweepUnusedMedia(app.database);
      if (names.length > 0) {
        app.log.info({ media: names.length, bytes }, "unused media removed");
      }
    } catch (error) {
      app.log.warn({ err: error }, "sweeping unused media failed");
    }
  };
  // The first soon after start, so that a process restarted more often than hourly sweeps too.
  const first = setTimeout(sweep, Math.min(intervalMs, 60_000));
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

/**
 * The `file` field's bytes, up to the picture limit; "too_large" as soon as it goes past it,
 * "unusable" when there is no whole `file` to read.
 */
async function receiveFile(request: FastifyRequest): Promise<Buffer | "unusable" | "too_large"> {
  if (!request.isMultipart()) return "unusable";
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch {
    // Malformed multipart (no boundary, cut off, too many parts): nothing to store.
    return "unusable";
  }
  if (part?.fieldname !== "file") return "unusable";
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) {
      // Leaving the loop destroys the stream, and busboy stops reading the request.
      if (part.file.truncated) return "too_large";
      chunks.push(chunk);
    }
  } catch {
    // The body ended in the middle of the file: nothing whole to store.
    return "unusable";
  }
  return part.file.truncated ? "too_large" : Buffer.concat(chunks);
}
