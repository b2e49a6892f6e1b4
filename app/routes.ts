import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("trial", "routes/trial.tsx"),
    route("gallery-throwback", "routes/gallery-throwback.tsx"),
    route("expression", "routes/expression.tsx"),
    route("8trepreneur", "routes/entrepreneur.tsx"),
    route("8trepreneur/domestic", "routes/domestic-picker.tsx"),
    route("8trepreneur/international", "routes/international-picker.tsx"),
    route("8trepreneur/:category/:food", "routes/dish.tsx"),
    route("collaboreight", "routes/collaboreight.tsx"),
    route("guest-star", "routes/guest-star.tsx"),
  ]),
  // These two stand outside the shared layout, as the specification draws them.
  route("coming-soon", "routes/coming-soon.tsx"),
  // The catch-all also serves /not-found (where unknown dishes are sent). The server answers
  // every unknown path with that prerendered page, and it hydrates without a mismatch only
  // because both URLs match this very route.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
