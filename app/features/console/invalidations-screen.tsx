import { type FormEvent, useState } from "react";
import type { InvalidationRecord } from "../../../common/committee-api";
import { committeeApiPaths } from "../../../common/paths";
import { callApi } from "./api";
import { ActionsWithCancel, ErrorLine } from "./form-parts";
import { wibCompact } from "./format";
import { messageOf, useSession } from "./session";
import { ConsoleTable, EmptyRow, RowActionButton } from "./table-parts";
import { texts } from "./texts";
import { useLoaded } from "./use-loaded";
import { describeCriteria } from "./vote-filter";

const loadInvalidations = () =>
  callApi<{ invalidations: InvalidationRecord[] }>(committeeApiPaths.invalidations);

/** /panitia/pembatalan: every invalidation, and for admins the way to undo one. */
export function InvalidationsScreen() {
  const { canChange } = useSession();
  const list = useLoaded(loadInvalidations, "invalidations");
  const records = list.data?.invalidations ?? [];

  return (
    <>
      <h1 className="console-heading-row">{texts.invalidations.heading}</h1>
      {list.error && <ErrorLine message={list.error} />}
      <div className="console-card">
        <ConsoleTable
          caption={texts.invalidations.caption}
          columns={[
            "#",
            texts.invalidations.criteria,
            texts.invalidations.reason,
            texts.invalidations.actor,
            texts.invalidations.at,
            { label: texts.invalidations.count, className: "console-number" },
            texts.invalidations.state,
          ]}
        >
          {records.map((record) => (
            <tr key={record.id}>
              <td className="console-number">{record.id}</td>
              <td>{describeCriteria(record.criteria, (food) => food)}</td>
              <td>{record.reason}</td>
              <td>{record.actor}</td>
              <td className="console-nowrap">{wibCompact(record.at)}</td>
              <td className="console-number">{record.count}</td>
              <td>
                {record.restoredAt ? (
                  <>
                    {texts.invalidations.restored(
                      record.restoredBy ?? "",
                      wibCompact(record.restoredAt),
                    )}
                    {record.restoreReason && <>: {record.restoreReason}</>}
                  </>
                ) : canChange ? (
                  <RestoreForm record={record} onDone={list.reload} />
                ) : (
                  texts.invalidations.active
                )}
              </td>
            </tr>
          ))}
          {list.data && records.length === 0 && (
            <EmptyRow columns={7}>{texts.invalidations.none}</EmptyRow>
          )}
        </ConsoleTable>
      </div>
    </>
  );
}

/** "Pulihkan" opens a reason field in the row; the restore happens only with a reason. */
function RestoreForm({ record, onDone }: { record: InvalidationRecord; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    setBusy(true);
    setError("");
    try {
      await callApi<{ count: number }>(committeeApiPaths.restore(record.id), {
        method: "POST",
        body: { reason },
      });
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <RowActionButton
        label={texts.invalidations.restore}
        rowId={record.id}
        onClick={() => setOpen(true)}
      />
    );
  }
  return (
    <form className="console-restore" onSubmit={submit}>
      <label>
        {texts.invalidations.restoreReason}
        <input name="reason" required />
      </label>
      <ActionsWithCancel cancelLabel={texts.window.cancel} onCancel={() => setOpen(false)} small>
        <button type="submit" className="console-button console-button--small" disabled={busy}>
          {texts.invalidations.restoreConfirm}
        </button>
      </ActionsWithCancel>
      <ErrorLine message={error} />
    </form>
  );
}
