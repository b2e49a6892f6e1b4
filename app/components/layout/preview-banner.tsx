import { useEffect, useState } from "react";
import type { PreviewStateResponse } from "../../../common/content-api";
import { committeeApiPaths, previewFile } from "../../../common/paths";

/** How often an open preview page asks whether a newer one is ready. */
export const previewPollMs = 500;

/** The JSON answer of `path`, or undefined when it fails (signed out, offline). */
async function answerOf<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(path, { cache: "no-store" });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The banner on every page of a preview of the committee's draft. It learns which revision
 * the page shows (written beside the preview's pages, server/render/render-release.ts), then,
 * while the page is in view, asks twice a second for the newest preview, and loads the page
 * again when a save made a newer one ready (server/content/preview.ts renders one after each
 * save): the committee edits in the console and watches the page follow beside it.
 */
export function PreviewBanner() {
  const [revision, setRevision] = useState<number>();
  const [updating, setUpdating] = useState<number | null>(null);
  useEffect(() => {
    let stopped = false;
    let shown: number | undefined;
    const check = async () => {
      if (stopped || document.hidden) return;
      shown ??= (await answerOf<{ revision: number }>(previewFile))?.revision;
      if (shown === undefined || stopped) return;
      setRevision(shown);
      // Signed out: the preview ends with the session, and the page stays as it is.
      const state = await answerOf<PreviewStateResponse>(committeeApiPaths.contentPreview);
      if (!state || stopped) return;
      const ready = state.openable?.revision;
      if (ready !== undefined && ready > shown) {
        stopped = true;
        window.location.reload();
        return;
      }
      const asked = state.requested?.revision;
      setUpdating(state.status === "building" && asked && asked > shown ? asked : null);
    };
    const timer = window.setInterval(check, previewPollMs);
    void check();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
  return (
    <p className="preview-banner" role="status">
      <strong>Pratinjau draf</strong>
      {revision === undefined ? "" : ` revisi ${revision}`} · belum terbit, hanya panitia yang
      melihat halaman ini.
      {updating === null ? "" : ` Memperbarui ke revisi ${updating}…`}
    </p>
  );
}
