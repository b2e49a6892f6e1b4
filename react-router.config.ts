import type { Config } from "@react-router/dev/config";
import { sitePagePaths } from "./content/site-pages";

export default {
  // No runtime rendering: every page is HTML built ahead of time and served by Fastify,
  // which keeps one small Node process able to take a whole school's traffic.
  ssr: false,
  prerender: sitePagePaths,
} satisfies Config;
