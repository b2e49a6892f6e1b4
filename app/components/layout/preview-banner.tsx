import { useEffect, useState } from "react";
import type { PreviewStateResponse } from "../../../common/content-api";
import { committeeApiPaths } from "../../../common/paths";

/** How often an open preview page asks whether a newer one is ready. */
export const previewPollMs = 1_000;

/**
 * The banner on every page of a preview of the committee's draft. While the page is in view
 * it asks the server each second for the newest preview, and loads itself again when a save
 * made a newer one ready (server/content/preview.ts renders one after each save): the
 * committee edits in the console and watches the page follow beside it.
 */
export function PreviewBanner({ revision }: { revision?: number }) {
  const [updating, setUpdating] = useState<number | null>(null);
  useEffect(() => {
    if (revision === undefined) return;
    let stopped = false;
    const check = async () => {
      if (stopped || document.hidden) return;
      try {
        const response = await fetch(committeeApiPaths.contentPreview, { cache: "no-store" });
        // Signed out: the preview ends with the session, and the page stays as it is.
        if (!response.ok || stopped) return;
        const state = (await response.json()) as PreviewStateResponse;
        if (stopped) return;
        const ready = state.openable?.revision;
        if (ready !== undefined && ready > revision) {
          stopped = true;
          window.location.reload();
          return;
        }
        const asked = state.requested?.revision;
        setUpdating(state.status === "building" && asked && asked > revision ? asked : null);
      } catch {
        // Offline for a moment: the next check asks again.
      }
    };
    const timer = window.setInterval(check, previewPollMs);
    void check();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [revision]);
  return (
    <p className="preview-banner" role="status">
      <strong>Pratinjau draf</strong>
      {revision === undefined ? "" : ` revisi ${revision}`} · belum terbit, hanya panitia yang
      melihat halaman ini.
      {updating === null ? "" : ` Memperbarui ke revisi ${updating}…`}
    </p>
  );
}
