import type { ReactNode } from "react";
import { TableScroll } from "./table-scroll";

/**
 * A column heading: its text, or its text and a class (`console-number` aligns figures). The
 * headings of one table differ, so the text is also the column's key.
 */
export type ConsoleColumn = string | { label: string; className: string };

type TableCaption =
  | { caption: string; label?: undefined }
  /** A caption that changes (a count) names the scroll box by a steady label instead. */
  | { caption: ReactNode; label: string };

type ConsoleTableProps = TableCaption & {
  /** `false` leaves a column out (e.g. the action column for a read-only account). */
  columns: (ConsoleColumn | false)[];
  /** The body's rows. */
  children: ReactNode;
};

/**
 * A console table of records (votes, the audit log, invalidations, domain rules, flagged
 * clusters): its own scroll box, a caption, the column headings and the rows given.
 */
export function ConsoleTable({ label, caption, columns, children }: ConsoleTableProps) {
  const shown = columns.filter((column) => column !== false);
  // The scroll box's name, for a screen reader's landmarks.
  return (
    <TableScroll label={label ?? String(caption)}>
      <table className="console-table console-table--wide">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => {
              const { label, className } =
                typeof column === "string" ? { label: column, className: undefined } : column;
              return (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

type RecordTableProps<Row> = TableCaption & {
  columns: ConsoleColumn[];
  /** Undefined while they load: only a loaded, empty list says there is nothing. */
  rows: readonly Row[] | undefined;
  keyOf(row: Row): string | number;
  /** A row's cells, its action's excepted. */
  cellsOf(row: Row): ReactNode;
  /** The action column's heading, for an account that may change records; `false` leaves it out. */
  action?: string | false;
  actionOf?(row: Row): ReactNode;
  /** What the table says when there are no rows. */
  none: ReactNode;
};

/**
 * A table of records, one a row, with an action column where the account may change them, and
 * a row saying there are none across every column shown.
 */
export function RecordTable<Row>({
  columns,
  rows,
  keyOf,
  cellsOf,
  action,
  actionOf,
  none,
  ...table
}: RecordTableProps<Row>) {
  const shown = action ? [...columns, action] : columns;
  return (
    <ConsoleTable {...table} columns={shown}>
      {rows?.map((row) => (
        <tr key={keyOf(row)}>
          {cellsOf(row)}
          {action && <td>{actionOf?.(row)}</td>}
        </tr>
      ))}
      {rows?.length === 0 && <EmptyRow columns={shown.length}>{none}</EmptyRow>}
    </ConsoleTable>
  );
}

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

/**
 * A record's state in a table cell (a vote's status, a domain's rule), coloured by `kind`:
 * console.css has a `console-status--<kind>` colour for each state that needs one.
 */
export function StatusTag({ kind, children }: { kind: string; children: ReactNode }) {
  return <span className={`console-status console-status--${kind}`}>{children}</span>;
}
