import type { VoteCategory } from "./vote-category";

/**
 * Every URL of the site and of its API in one place. The app's links, the route table
 * (app/routes.ts), the prerender list, the sitemap, the server's page handling and the tests
 * all read these; nothing spells a path by hand.
 */
export const paths = {
  home: "/",
  about: "/about",
  trial: "/trial",
  gallery: "/gallery-throwback",
  expression: "/expression",
  entrepreneur: "/8trepreneur",
  picker: (category: VoteCategory) => `/8trepreneur/${category}`,
  dish: (category: VoteCategory, slug: string) => `/8trepreneur/${category}/${slug}`,
  collaboreight: "/collaboreight",
  guestStar: "/guest-star",
  comingSoon: "/coming-soon",
  notFound: "/not-found",
} as const;

/** The dish page's route pattern, for the route table and the server's page handling. */
export const dishRoutePattern = "/8trepreneur/:category/:dish";

/** Anchor of the 8trepreneur section on Home, the target of the hero's 'Jelajah' button. */
export const entrepreneurAnchor = "8trepreneur";

/** The JSON API (server/routes/api). Path segments are encoded: they come from URLs. */
export const apiPaths = {
  votes: (category: string, dish: string) =>
    `/api/votes/${encodeURIComponent(category)}/${encodeURIComponent(dish)}`,
  expressionClicks: "/api/expression/clicks",
  health: "/api/health",
  openapi: "/api/openapi.json",
} as const;
