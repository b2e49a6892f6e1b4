import type { ContentRelease, SectionChange } from "../../../common/content-api";
import { texts } from "./texts";

/** "Tentang, Hidangan (2)": the sections, and how many fields, pages or dishes when several. */
function sectionsInWords(changes: SectionChange[]): string {
  return changes
    .map(({ section, count }) => `${texts.sections[section]}${count > 1 ? ` (${count})` : ""}`)
    .join(", ");
}

/** One line under a release: what it changed against the release before it. */
export function ReleaseChanges({ release }: { release: ContentRelease }) {
  if (!release.changes) return null;
  return (
    <p className="content-release__changes">
      {release.changes.length === 0
        ? texts.releaseUnchanged
        : texts.releaseChanged(sectionsInWords(release.changes))}
    </p>
  );
}

/** Whether Terbitkan would change the site: the saved draft against the live release. */
export function DraftAgainstLive({ releases }: { releases: ContentRelease[] | undefined }) {
  const draftChanges = releases?.find((release) => release.status === "live")?.draftChanges;
  if (!draftChanges) return null;
  return (
    <p className="content-draft-state">
      {draftChanges.length === 0
        ? texts.draftSame
        : texts.draftDiffers(sectionsInWords(draftChanges))}
    </p>
  );
}

export function BuildLog({ log, summary = texts.log }: { log: string; summary?: string }) {
  // Why it ended is the log's last line ("Terbitan ini tidak ditayangkan: …", "Build gagal
  // (kode keluar 1)."): said at once, not only inside the folded log.
  const reason = log
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return (
    <>
      {reason && <p className="console-error content-release__reason">{reason}</p>}
      <details className="content-log">
        <summary>{summary}</summary>
        <pre>{log}</pre>
      </details>
    </>
  );
}
