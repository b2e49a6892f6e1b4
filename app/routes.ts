import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import {
  archivedResultsRoutePattern,
  consolePaths,
  dishRoutePattern,
  paths,
} from "../common/paths";

/** Route paths here are relative: "/about" is written "about". */
const relative = (path: string) => path.replace(/^\//, "");

export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route(relative(paths.about), "routes/about.tsx"),
    route(relative(paths.trial), "routes/trial.tsx"),
    route(relative(paths.gallery), "routes/gallery-throwback.tsx"),
    route(relative(paths.expression), "routes/expression.tsx"),
    route(relative(paths.entrepreneur), "routes/entrepreneur.tsx"),
    route(relative(paths.picker("domestic")), "routes/domestic-picker.tsx"),
    route(relative(paths.picker("international")), "routes/international-picker.tsx"),
    route(relative(paths.results), "routes/results.tsx"),
    // Ranks above the dish pattern ("hasil" is fixed, ":category" is not).
    route(relative(archivedResultsRoutePattern), "routes/archived-results.tsx"),
    route(relative(paths.confirmVote), "routes/confirm-vote.tsx"),
    route(relative(dishRoutePattern), "routes/dish.tsx"),
    route(relative(paths.collaboreight), "routes/collaboreight.tsx"),
    route(relative(paths.guestStar), "routes/guest-star.tsx"),
  ]),
  // These stand outside the shared layout, as the specification draws them.
  route(relative(paths.comingSoon), "routes/coming-soon.tsx"),
  // The live ranking fills the hall's projector: no navigation bar, no footer.
  route(relative(paths.live), "routes/live-ranking.tsx"),
  // The committee's console: its own layout, and no page of its own in a release, so it is
  // left to the SPA fallback page (served for /panitia/* by server/plugins/static-site.ts).
  layout("routes/console-layout.tsx", [
    route(relative(consolePaths.home), "routes/console-results.tsx"),
    route(relative(consolePaths.votes), "routes/console-votes.tsx"),
    route(relative(consolePaths.invalidations), "routes/console-invalidations.tsx"),
    route(relative(consolePaths.audit), "routes/console-audit.tsx"),
    route(relative(consolePaths.defences), "routes/console-defences.tsx"),
    route(relative(consolePaths.settings), "routes/console-settings.tsx"),
    route(relative(consolePaths.content), "routes/console-content.tsx"),
    route(relative(consolePaths.posters), "routes/console-posters.tsx"),
    route(relative(consolePaths.editions), "routes/console-editions.tsx"),
  ]),
  // The catch-all also serves /not-found (where unknown dishes are sent). The server answers
  // every unknown path with that prerendered page, and it hydrates without a mismatch only
  // because both URLs match this very route.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
