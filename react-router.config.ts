import type { Config } from "@react-router/dev/config";

export default {
  // No runtime rendering for visitors: every page is HTML rendered ahead of time and served by
  // Fastify, which keeps one small Node process able to take a whole school's traffic.
  ssr: false,
  // React Router's own prerender renders nothing: the server renders each release's pages with
  // the kept server build (server/render/render-release.ts), and `npm run build` renders the
  // repository's content the same way (scripts/render-site.ts). An empty list still builds
  // for prerendering rather than for a single-page app.
  prerender: [],
} satisfies Config;
