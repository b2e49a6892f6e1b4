import type { ContentSection, SiteContent } from "./content-schema";

/**
 * What the content API under /api/panitia/content answers, shared by the server and the
 * console's editor. Types only, so the console imports it for nothing.
 */

export type ContentDraftResponse = {
  /** The newest revision of the draft, 0 while it is the repository's first edition. */
  revision: number;
  content: SiteContent;
};

export type ContentSaveRequest<Section extends ContentSection = ContentSection> = {
  /** The draft revision the editor's form started from. */
  baseRevision: number;
  value: SiteContent[Section];
};

export type ContentIssue = { path: (string | number)[]; message: string };

/** 400: the value breaks the schema; each issue's path starts at the document's root. */
export type ContentInvalidResponse = {
  error: "content_invalid";
  message: string;
  issues: ContentIssue[];
};

/** 409: someone saved this section after the editor's form was loaded. */
export type ContentConflictResponse = {
  error: "content_conflict";
  message: string;
  section: ContentSection;
  /** The section's newest revision, who saved it and when. */
  revision: number;
  savedBy: string;
  savedAt: string;
  /** The fields that revision changed, from the document's root. */
  changedPaths: (string | number)[][];
};

export type ContentChange = {
  path: (string | number)[];
  /** Absent when the field was added or removed. */
  before?: unknown;
  after?: unknown;
  /** The history's only: the list at `path` has the same items in another order. */
  reordered?: true;
};

export type ContentRevision = {
  revision: number;
  section: ContentSection;
  savedBy: string;
  savedAt: string;
  /** Set when this revision brought back an older one ("Pulihkan"). */
  restoredFrom: number | null;
  changes: ContentChange[];
};

export type ContentHistoryResponse = { section: ContentSection; revisions: ContentRevision[] };

/**
 * `switching`: a kept release that "Kembalikan" asked for, being rebuilt on this machine
 * before it goes live (the live one keeps serving meanwhile).
 */
export type ReleaseStatus = "building" | "live" | "failed" | "previous" | "switching";

export type ContentRelease = {
  id: string;
  status: ReleaseStatus;
  createdAt: string;
  createdBy: string;
  /** The build's output, its last lines when it failed. */
  log: string;
  /** The draft revision the release was built from. */
  revision: number;
  /** Why the last "Kembalikan" to it did not go live; null when it did or none was asked. */
  switchLog: string | null;
  /**
   * Why this version of the server cannot use a kept release (the fields its content lacks or
   * breaks), in Indonesian; absent when it can.
   */
  problem?: string;
  /**
   * What it changed against the release before it that built: the sections, each with how
   * many fields, pages or dishes; null for the oldest one listed and one that cannot be read.
   * Set by GET /content/releases.
   */
  changes?: SectionChange[] | null;
  /** On the live release only: how the saved draft differs from it; empty when it does not. */
  draftChanges?: SectionChange[];
};

/** A section that differs between two editions, and in how many places (fields, pages, dishes). */
export type SectionChange = { section: ContentSection; count: number };

/** POST /content/releases/:id/live: live at once (200), or rebuilt first (202, `switching`). */
export type ContentSwitchResponse = { id: string; state: "live" | "switching" };

export type PreviewStatus = "none" | "building" | "ready" | "failed";

/** One preview of the draft, as every process sees it (migration 018). */
export type PreviewSummary = {
  revision: number;
  createdBy: string;
  createdAt: string;
};

/**
 * GET /api/panitia/content/preview: the newest preview asked for (`status`, `revision`, `log`
 * of that one), the newest one that can be opened, and the draft's revision now, so that the
 * panel can say the draft has moved on since.
 */
export type PreviewStateResponse = {
  status: PreviewStatus;
  revision: number | null;
  log: string;
  /** Who asked for the newest preview, and when; null without one. */
  requested: PreviewSummary | null;
  /** The newest preview that built: what "Buka pratinjau" shows. */
  openable: PreviewSummary | null;
  draftRevision: number;
};
