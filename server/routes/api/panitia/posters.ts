import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { committeeError } from "../../../../common/committee-errors";
import { committeeApiPaths } from "../../../../common/paths";
import type { PosterCatalogue } from "../../../../common/poster-api";
import { voteCategories } from "../../../../common/vote-category";
import { dishesIn, dishTitle, findDish } from "../../../content/published-content";
import { allPosters, type Poster, posterFor, renderPosters } from "../../../festival-day/posters";
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

/** The stands' printable QR posters (server/festival-day/posters.ts), from the published catalogue. */
export async function posterRoutes(app: FastifyInstance, options: { publicUrl?: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const origin = posterOrigin(options.publicUrl);

  const sendPdf = async (reply: FastifyReply, posters: Poster[], filename: string) => {
    const pdf = await renderPosters(db, posters);
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${filename}"`)
      .header("cache-control", "no-store")
      .send(pdf);
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
          dishes: dishesIn(category).map((dish) => ({
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
    async (_request, reply) => {
      if (!origin) return reply.code(409).send(committeeError("posters_need_public_url"));
      return sendPdf(reply, allPosters(origin), "poster-semua.pdf");
    },
  );

  api.get(
    "/posters/:category/:food.pdf",
    committeeRoute("content-edit", "One dish's A4 QR poster", { params: posterParams }),
    async (request, reply) => {
      if (!origin) return reply.code(409).send(committeeError("posters_need_public_url"));
      const dish = findDish(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(committeeError("unknown_dish"));
      return sendPdf(reply, [posterFor(origin, dish)], `poster-${dish.category}-${dish.slug}.pdf`);
    },
  );
}
