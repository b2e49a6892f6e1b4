import type { Pages } from "../../common/content-schema";

/** The sections of the pages that the shared layout and the error pages show, on every page. */
export const sharedSections = [
  "navigation",
  "footer",
  "notFound",
  "error",
] as const satisfies readonly (keyof Pages)[];
