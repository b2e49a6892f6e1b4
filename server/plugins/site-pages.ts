import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { apiError } from "../../common/api-errors";
import { paths } from "../../common/paths";
import { isApiPath } from "../api-path";
import type { StaticSite } from "./static-site";

/**
 * The built site's pages, and the answer of paths no route takes: other methods than GET and
 * HEAD on pages, and paths that cannot be decoded. Pages answer with our page, everything else
 * with our JSON; without a site (the API alone), everything with our JSON. A dish page's
 * former path answers 301 to the dish's page now.
 */
async function sitePagesPlugin(app: FastifyInstance, options: { site?: StaticSite }) {
  const { site } = options;
  app.setNotFoundHandler((request, reply) => {
    if (!site || isApiPath(request.url)) return reply.code(404).send(apiError("not_found"));
    if (request.method === "GET" || request.method === "HEAD") {
      return site.sendNotFoundPage(reply, 404);
    }
    return site.sendNotFoundPage(reply.header("allow", "GET, HEAD"), 405);
  });
  if (!site) return;
  await app.register(site.plugin, {
    async formerDishPage(category, slug) {
      try {
        const dish = await app.formerSlugs.dishOf(category, slug);
        return dish && paths.dish(dish.category, dish.slug);
      } catch (error) {
        // Without the database the path is answered as any unknown dish, as before.
        app.log.warn({ err: error }, "the former slugs of the dishes could not be read");
        return undefined;
      }
    },
  });
}

export const sitePages = fastifyPlugin(sitePagesPlugin, { name: "site-pages" });
