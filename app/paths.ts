import type { VoteCategory } from "../common/vote-category";

/** Every URL of the site in one place; links and redirects never spell a path by hand. */
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

/** Anchor of the 8trepreneur section on Home, the target of the hero's 'Jelajah' button. */
export const entrepreneurAnchor = "8trepreneur";
