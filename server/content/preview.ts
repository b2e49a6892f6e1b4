import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { buildRelease, builtSiteOf } from "./release-build";
import type { MediaReader } from "./release-media";

export const previewCookieName = "fb8_pratinjau";
/** A preview link stays open this long after "Pratinjau"; a new click gives a new one. */
export const previewCookieMaxAgeSeconds = 2 * 60 * 60;

export type PreviewStatus = "none" | "building" | "ready" | "failed";
export type PreviewState = { status: PreviewStatus; revision: number | null; log: string };

/**
 * "Pratinjau": the saved draft built like a release, with a banner on every page, and served
 * at the public paths only to browsers holding a preview cookie that "Pratinjau" handed to a
 * signed-in committee member. Visitors never see it: without a valid cookie every request
 * gets the live release. Kept by the process that built it (docs/decisions/0028).
 */
export function createPreviews(options: {
  releasesDir: string;
  projectRoot: string;
  readDraft: () => Promise<{ revision: number; content: SiteContent }>;
  readMedia: MediaReader;
  buildTimeoutMs: number;
}) {
  let state: PreviewState = { status: "none", revision: null, log: "" };
  let root: string | undefined;
  const tokens = new Map<string, number>();

  function issueToken(): string {
    const now = Date.now();
    for (const [token, expiresAt] of tokens) if (expiresAt < now) tokens.delete(token);
    const token = randomBytes(32).toString("base64url");
    tokens.set(token, now + previewCookieMaxAgeSeconds * 1000);
    return token;
  }

  async function build(draft: { revision: number; content: SiteContent }) {
    const folder = join(options.releasesDir, `preview-${Date.now()}`);
    const outcome = await buildRelease({
      projectRoot: options.projectRoot,
      releaseDir: folder,
      content: draft.content,
      readMedia: options.readMedia,
      timeoutMs: options.buildTimeoutMs,
      preview: true,
    }).catch((error: unknown) => ({ ok: false, log: String(error) }));
    if (!outcome.ok) {
      state = { status: "failed", revision: draft.revision, log: outcome.log };
      await rm(folder, { recursive: true, force: true });
      return;
    }
    const replaced = root;
    root = builtSiteOf(folder);
    state = { status: "ready", revision: draft.revision, log: outcome.log };
    // The previous preview's folder: a page of it still open loses nothing worth keeping.
    if (replaced) await rm(join(replaced, ".."), { recursive: true, force: true });
  }

  return {
    /**
     * Starts building the saved draft unless a preview is building already, and answers a
     * token for the cookie either way. Refuses a draft that does not pass the schema.
     */
    async start(): Promise<
      { token: string } | { issues: { path: PropertyKey[]; message: string }[] }
    > {
      if (state.status !== "building") {
        const draft = await options.readDraft();
        const checked = siteContentSchema.safeParse(draft.content);
        if (!checked.success) return { issues: checked.error.issues };
        state = { status: "building", revision: draft.revision, log: "" };
        void build(draft);
      }
      return { token: issueToken() };
    },
    state: (): PreviewState => state,
    /** The preview build this request may see: a live token and a ready preview. */
    rootFor(request: FastifyRequest): string | undefined {
      if (state.status !== "ready" || !root) return undefined;
      const token = cookieValue(request.headers.cookie, previewCookieName);
      const expiresAt = token ? tokens.get(token) : undefined;
      return expiresAt !== undefined && expiresAt > Date.now() ? root : undefined;
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
