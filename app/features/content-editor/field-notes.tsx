import type { ReactNode } from "react";

/**
 * What stands under a field: its hints (format, length, placeholders) and the server's
 * issues for it. Both carry ids the input names in aria-describedby, so a screen reader
 * reads them with the field.
 */
export function describedBy(id: string, hints: readonly ReactNode[], errors: readonly string[]) {
  const ids = [hints.length > 0 && `${id}-petunjuk`, errors.length > 0 && `${id}-galat`];
  return ids.filter((part) => typeof part === "string").join(" ") || undefined;
}

export function FieldNotes({
  id,
  hints,
  errors,
}: {
  id: string;
  hints: readonly ReactNode[];
  errors: readonly string[];
}) {
  return (
    <>
      {hints.length > 0 && (
        <div id={`${id}-petunjuk`} className="content-hints">
          {hints.map((hint, index) => (
            // Hints are fixed per field and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index}>{hint}</div>
          ))}
        </div>
      )}
      {errors.length > 0 && (
        <ul id={`${id}-galat`} className="content-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </>
  );
}
