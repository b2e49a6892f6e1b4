import type { Config } from "@react-router/dev/config";
import { paths } from "./common/paths";
import { dishes } from "./content";

export default {
  // No runtime rendering: every page is HTML built ahead of time and served by Fastify,
  // which keeps one small Node process able to take a whole school's traffic.
  ssr: false,
  async prerender({ getStaticPaths }) {
    const dishPaths = dishes.map((dish) => paths.dish(dish.category, dish.slug));
    return [...getStaticPaths(), paths.notFound, ...dishPaths];
  },
} satisfies Config;
