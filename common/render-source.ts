import type { SiteContent } from "./content-schema";
import type { ArchivedResults } from "./results-archive";

/**
 * What the server's renderer (server/render/render-release.ts) hands every page loader of
 * one release, as React Router's load context `{ release }`: the frozen document, the
 * archived results read from the database, whether it is a preview, and PUBLIC_URL.
 */
export type RenderSource = {
  content: SiteContent;
  archive: ArchivedResults[];
  preview: boolean;
  /** The draft's revision a preview shows: its banner reloads when a newer one is ready. */
  previewRevision?: number;
  publicUrl: string;
};
