import { useEffect, useRef } from "react";
import type { ContentSection } from "../../../common/content-schema";

/**
 * A section's unsaved form, kept on this device so that a closed tab, a reload or a dead
 * battery does not take the typed text along. One key per section and base revision:
 * fb8-konten:{section}:{revision}.
 */
export type KeptDraft = { section: ContentSection; revision: number; value: unknown; at: string };

const prefix = "fb8-konten:";
const keyOf = (section: ContentSection, revision: number) => `${prefix}${section}:${revision}`;

// Private browsing, a full quota or a disabled storage throws: keeping is then skipped,
// and the editor still has the leave prompt.
function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function keepDraft(section: ContentSection, revision: number, value: unknown) {
  const at = new Date().toISOString();
  try {
    storage()?.setItem(keyOf(section, revision), JSON.stringify({ value, at }));
  } catch {
    // Full: the older kept form stays as it was rather than half-written.
  }
}

/** Every kept form of the section (all base revisions), once it is saved or given up. */
export function forgetDrafts(section: ContentSection) {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (key?.startsWith(`${prefix}${section}:`)) store.removeItem(key);
    }
  } catch {
    // Nothing to forget where nothing could be kept.
  }
}

/** The section's newest kept form, whichever revision it was typed on. */
export function keptDraft(section: ContentSection): KeptDraft | undefined {
  const store = storage();
  if (!store) return undefined;
  let newest: KeptDraft | undefined;
  try {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (!key?.startsWith(`${prefix}${section}:`)) continue;
      const revision = Number(key.slice(`${prefix}${section}:`.length));
      const kept: unknown = JSON.parse(store.getItem(key) ?? "null");
      if (!Number.isInteger(revision) || !isKept(kept)) continue;
      if (!newest || kept.at > newest.at) newest = { section, revision, ...kept };
    }
  } catch {
    return newest;
  }
  return newest;
}

function isKept(kept: unknown): kept is { value: unknown; at: string } {
  return (
    typeof kept === "object" &&
    kept !== null &&
    "value" in kept &&
    "at" in kept &&
    typeof kept.at === "string"
  );
}

/** Typing settles this long before the form is kept on the device. */
const keepAfterMs = 500;

/**
 * Keeps the section's form on the device while it differs from the saved one (debounced, and
 * at once when the page goes away or the screen is left), and forgets it once it no longer
 * does: saved, reloaded or restored over.
 */
export function useKeptOnDevice(
  section: ContentSection,
  revision: number,
  value: unknown,
  unsaved: boolean,
) {
  const pending = useRef<(() => void) | null>(null);
  const wasUnsaved = useRef(false);
  useEffect(() => {
    if (!unsaved) {
      pending.current = null;
      if (wasUnsaved.current) forgetDrafts(section);
      wasUnsaved.current = false;
      return;
    }
    wasUnsaved.current = true;
    const write = () => {
      pending.current = null;
      keepDraft(section, revision, value);
    };
    pending.current = write;
    const timer = setTimeout(write, keepAfterMs);
    return () => clearTimeout(timer);
  }, [section, revision, value, unsaved]);
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);
}
