import type { ReactNode } from "react";

/** The one row an empty table body shows, across all its columns, saying there is nothing. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

/** Under a paged table: fetches the next, older page and adds it to the rows shown. */
export function LoadMoreButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <div className="console-actions">
      <button type="button" className="console-button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

type RowActionButtonProps = {
  label: string;
  /** A row's number ("#3" is added), or its name in words where rows have no number. */
  rowId: number | string;
  quiet?: boolean;
  onClick(): void;
};

/**
 * A small button in a table row. Every row has one with the same text, so its accessible
 * name adds the row's number ("Pulihkan #3") or name ("Hitung mailinator.com"): a screen
 * reader's button list can tell them apart.
 */
export function RowActionButton({ label, rowId, quiet, onClick }: RowActionButtonProps) {
  return (
    <button
      type="button"
      className={`console-button console-button--small${quiet ? " console-button--quiet" : ""}`}
      aria-label={typeof rowId === "number" ? `${label} #${rowId}` : `${label} ${rowId}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
