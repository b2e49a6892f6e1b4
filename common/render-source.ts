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
  /**
   * The draft's revision a preview shows, written beside its pages (`/__preview.json`), not
   * in them: a save changes only the pages that show it, and the others are the last preview's.
   */
  previewRevision?: number;
  publicUrl: string;
};
