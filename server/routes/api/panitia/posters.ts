import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { committeeError } from "../../../../common/committee-errors";
import { committeeApiPaths } from "../../../../common/paths";
import type { PosterCatalogue } from "../../../../common/poster-api";
import { voteCategories } from "../../../../common/vote-category";
import { dishTitle } from "../../../content/catalogue";
import { type PosterPrinter, posterPrinter } from "../../../festival-day/poster-printer";
import { allPostersFileName, posterFileName } from "../../../festival-day/poster-process";
import { committeeRoute } from "./committee-route";

/**
 * The origin a poster's code may point at: PUBLIC_URL, and only over https. A code printed
 * with 127.0.0.1 or a plain-http address sends a whole stand's visitors nowhere, and the
 * request's Host header is never a substitute: anyone can forge it.
 */
export function posterOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  const url = new URL(publicUrl);
  return url.protocol === "https:" ? url.origin : undefined;
}

const posterParams = z.object({ category: z.string(), food: z.string() });

/**
 * The stands' printable QR posters, from the published catalogue: drawn once per poster set
 * away from the event loop and kept on disk (server/festival-day/poster-printer.ts).
 */
export async function posterRoutes(
  app: FastifyInstance,
  options: {
    publicUrl?: string;
    /**
     * Where poster sets are kept; by default the system's temporary folder, which every
     * process of the machine may share: a set's folder is named by what it was drawn from.
     */
    posterCacheDir?: string;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = app;
  const origin = posterOrigin(options.publicUrl);
  let printer: PosterPrinter | undefined;
  if (origin) {
    const started = posterPrinter({
      db: app.database.db,
      origin,
      catalogue,
      cacheDir: options.posterCacheDir ?? join(tmpdir(), "fb8-posters"),
    });
    app.addHook("onClose", () => started.close());
    printer = started;
  }

  const sendPoster = async (
    request: FastifyRequest,
    reply: FastifyReply,
    poster: PosterPrinter,
    file: string,
    filename: string,
  ) => {
    let set: Awaited<ReturnType<PosterPrinter["currentSet"]>>;
    try {
      set = await poster.currentSet();
    } catch (error) {
      request.log.error({ err: error }, "the posters could not be drawn");
      return reply.code(503).send(committeeError("posters_failed"));
    }
    if (set === "busy") {
      return reply.code(429).header("retry-after", "30").send(committeeError("posters_busy"));
    }
    const path = join(set.dir, file);
    const size = await stat(path).then(
      (found) => found.size,
      () => undefined,
    );
    // The dish left the catalogue between the lookup and the drawing.
    if (size === undefined) return reply.code(404).send(committeeError("unknown_dish"));
    // The set's key names everything drawn into it: the same key, the same bytes.
    const etag = `"${set.key}-${file.replace(/\.pdf$/, "")}"`;
    reply
      .header("etag", etag)
      .header("cache-control", "private, no-cache")
      .header("content-disposition", `inline; filename="${filename}"`);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply
      .type("application/pdf")
      .header("content-length", size)
      .send(createReadStream(path));
  };

  api.get(
    "/posters",
    committeeRoute("content-edit", "The published dishes with their posters' addresses"),
    async (_request, reply): Promise<PosterCatalogue | FastifyReply> => {
      if (!origin) return reply.code(409).send(committeeError("posters_need_public_url"));
      return {
        all: committeeApiPaths.allPosters,
        categories: voteCategories.map((category) => ({
          category,
          dishes: catalogue.dishesIn(category).map((dish) => ({
            slug: dish.slug,
            title: dishTitle(dish),
            poster: committeeApiPaths.poster(category, dish.slug),
          })),
        })),
      };
    },
  );

  api.get(
    "/posters.pdf",
    committeeRoute("content-edit", "Every published dish's A4 QR poster in one PDF"),
    async (request, reply) => {
      if (!printer) return reply.code(409).send(committeeError("posters_need_public_url"));
      return sendPoster(request, reply, printer, allPostersFileName, "poster-semua.pdf");
    },
  );

  api.get(
    "/posters/:category/:food.pdf",
    committeeRoute("content-edit", "One dish's A4 QR poster", { params: posterParams }),
    async (request, reply) => {
      if (!printer) return reply.code(409).send(committeeError("posters_need_public_url"));
      const dish = catalogue.findDish(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(committeeError("unknown_dish"));
      return sendPoster(
        request,
        reply,
        printer,
        posterFileName(dish),
        `poster-${dish.category}-${dish.slug}.pdf`,
      );
    },
  );
}
