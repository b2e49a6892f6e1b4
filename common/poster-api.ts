import type { VoteCategory } from "./vote-category";

/**
 * GET /api/panitia/posters: the published catalogue's dishes with their posters' addresses,
 * for the console's "Poster QR" screen.
 */
export type PosterCatalogue = {
  /** Every poster in one PDF, domestic then international. */
  all: string;
  categories: {
    category: VoteCategory;
    dishes: { slug: string; title: string; poster: string }[];
  }[];
};
