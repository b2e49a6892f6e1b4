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
  /** The published ranking; says when it will be announced until the committee publishes. */
  results: "/8trepreneur/hasil",
  /** An archived edition's announced results (content/archive.json), one page per year. */
  archivedResults: (year: number) => `/8trepreneur/hasil/${year}`,
  /** The live ranking for the hall's projector, pushed by GET /api/results/live. */
  live: "/8trepreneur/langsung",
  /** Where the confirmation e-mail's link lands: a page with a button, since a GET changes nothing. */
  confirmVote: "/8trepreneur/konfirmasi",
} as const;

/**
 * The committee's console: private, never prerendered or linked from the public site, and
 * disallowed in robots.txt. `/panitia` signs in, then shows the live results.
 */
export const consolePaths = {
  home: "/panitia",
  votes: "/panitia/suara",
  invalidations: "/panitia/pembatalan",
  audit: "/panitia/log",
  settings: "/panitia/pengaturan",
  defences: "/panitia/keamanan",
  content: "/panitia/konten",
  /** The stands' printable QR posters. */
  posters: "/panitia/poster",
  /** The festival's editions: this year's, the archived ones, opening the next. */
  editions: "/panitia/festival",
} as const;

/**
 * The QR code to the 8trepreneur page that the live ranking shows in its corner: an SVG the
 * build writes from PUBLIC_URL (scripts/write-sitemap.ts), never from a request's address.
 */
export const liveQrCodeFile = "/qr/8trepreneur.svg";

/** In a preview's folder only: `{"revision"}`, the draft's revision its pages show. */
export const previewFile = "/__preview.json";

/** The dish page's route pattern, for the route table and the server's page handling. */
export const dishRoutePattern = "/8trepreneur/:category/:dish";

/** The archived results' route pattern; only the archive's years are prerendered. */
export const archivedResultsRoutePattern = "/8trepreneur/hasil/:year";

/** Anchor of the 8trepreneur section on Home, the target of the hero's 'Jelajah' button. */
export const entrepreneurAnchor = "8trepreneur";

/** The JSON API (server/routes/api). Path segments are encoded: they come from URLs. */
export const apiPaths = {
  votes: (category: string, dish: string) =>
    `/api/votes/${encodeURIComponent(category)}/${encodeURIComponent(dish)}`,
  expressionClicks: "/api/expression/clicks",
  health: "/api/health",
  openapi: "/api/openapi.json",
  publicResults: "/api/results",
  /** Server-Sent Events: the live ranking, at once and on every change. */
  liveResults: "/api/results/live",
  /** A fresh proof-of-work challenge (ALTCHA) that a vote must carry solved. */
  voteChallenge: "/api/votes/challenge",
  /** A pending vote's confirmation by its 6-digit code; `resend` asks for a new code. */
  confirmation: (id: string) => `/api/votes/confirmations/${encodeURIComponent(id)}`,
  confirmationResend: (id: string) => `/api/votes/confirmations/${encodeURIComponent(id)}/resend`,
  /** A pending vote's confirmation by the token in the e-mail's link. */
  confirmationByLink: "/api/votes/confirmations/link",
} as const;

/** The committee's API (server/routes/api/panitia); every call needs a session. */
export const committeeApiPaths = {
  session: "/api/panitia/session",
  results: "/api/panitia/results",
  timeline: "/api/panitia/timeline",
  window: (category: string) => `/api/panitia/window/${encodeURIComponent(category)}`,
  settings: "/api/panitia/settings",
  votes: "/api/panitia/votes",
  emailLookup: "/api/panitia/votes/lookup",
  invalidations: "/api/panitia/invalidations",
  restore: (invalidationId: number) => `/api/panitia/invalidations/${invalidationId}/restore`,
  audit: "/api/panitia/audit",
  erasure: "/api/panitia/erasure",
  /** `edition`: an archived edition's id; without it, the current edition's records. */
  export: (name: "ranking" | "votes" | "audit", edition?: number) =>
    `/api/panitia/export/${name}.csv${edition === undefined ? "" : `?edition=${edition}`}`,
  editions: "/api/panitia/editions",
  defences: "/api/panitia/defences",
  defenceSettings: "/api/panitia/defences/settings",
  domainRule: (domain: string) => `/api/panitia/domains/${encodeURIComponent(domain)}`,
  flaggedReview: "/api/panitia/flagged/review",
  contentDraft: "/api/panitia/content/draft",
  /** The content document's JSON Schema, from which the console draws its forms. */
  contentSchema: "/api/panitia/content/schema",
  contentSection: (section: string) => `/api/panitia/content/draft/${encodeURIComponent(section)}`,
  contentHistory: (section: string) =>
    `/api/panitia/content/history/${encodeURIComponent(section)}`,
  contentRestore: (section: string, revision: number) =>
    `/api/panitia/content/history/${encodeURIComponent(section)}/${revision}/restore`,
  contentMedia: "/api/panitia/content/media",
  contentMediaFile: (name: string) => `/api/panitia/content/media/${encodeURIComponent(name)}`,
  contentReleases: "/api/panitia/content/releases",
  contentReleaseLive: (id: string) =>
    `/api/panitia/content/releases/${encodeURIComponent(id)}/live`,
  contentPreview: "/api/panitia/content/preview",
  /** Hands this browser the preview cookie and sends it to the preview's home page. */
  contentPreviewOpen: "/api/panitia/content/preview/open",
  /** The published dishes with their posters' addresses, or 409 without an https PUBLIC_URL. */
  posters: "/api/panitia/posters",
  /** One dish's A4 poster with its QR code. */
  poster: (category: string, food: string) =>
    `/api/panitia/posters/${encodeURIComponent(category)}/${encodeURIComponent(food)}.pdf`,
  /** Every published dish's poster in one PDF, domestic then international. */
  allPosters: "/api/panitia/posters.pdf",
} as const;
