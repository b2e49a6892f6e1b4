import { useState } from "react";
import { formatWib } from "../../../common/wib";
import { useField } from "./editor-context";
import { describedBy, FieldNotes } from "./field-notes";
import { fieldTexts } from "./field-texts";
import { isRecord } from "./json-schema";
import type { SchemaFieldProps } from "./schema-field";
import { texts } from "./texts";
import { joinWib, orderWarnings, splitWib, type WibParts } from "./wib-instants";

/**
 * An instant in WIB picked with the phone's own date and time pickers, written back exactly
 * as content stores it (`2023-06-10T23:59:59+07:00`). A phone's numeric keypad has no T, : or
 * +, so the stored form is never typed. Beside it: the instant in words, and a warning when it
 * contradicts the festival's other dates (a warning only: the other date may be the wrong one).
 */
export function WibDateField({ value, path, label, required, owner, onChange }: SchemaFieldProps) {
  const { canEdit, id, errors } = useField(path);
  const text = typeof value === "string" ? value : "";
  // The boxes keep a half-picked instant (a date, no time yet), which the document cannot hold:
  // it holds nothing until both are there. A value changed elsewhere (a restore) resets them.
  const [parts, setParts] = useState(() => splitWib(text));
  const [written, setWritten] = useState(text);
  if (text !== written) {
    setWritten(text);
    setParts(splitWib(text));
  }
  const pick = (next: WibParts) => {
    const joined = joinWib(next) ?? "";
    setParts(next);
    setWritten(joined);
    onChange(joined === "" && !required ? undefined : joined);
  };

  const readable = text && !Number.isNaN(Date.parse(text)) ? formatWib(text) : "";
  const incomplete = (parts.date === "") !== (parts.time === "");
  const hints = [
    fieldTexts.wibHint,
    // A viewer's box holds the sentence itself.
    canEdit && readable && fieldTexts.wibReads(readable),
    incomplete && fieldTexts.wibIncomplete,
  ].filter(Boolean);
  const key = path[path.length - 1];
  const warnings = typeof key === "string" && isRecord(owner) ? orderWarnings(key, owner) : [];
  const warningId = `${id}-peringatan`;
  const described =
    [describedBy(id, hints, errors), warnings.length > 0 && warningId].filter(Boolean).join(" ") ||
    undefined;
  const title = (
    <>
      {label}
      {!required && <span className="content-optional"> ({texts.optional})</span>}
    </>
  );
  const invalid = errors.length > 0 || undefined;

  const notes = (
    <>
      <FieldNotes id={id} hints={hints} errors={errors} />
      {warnings.length > 0 && (
        <ul id={warningId} className="content-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </>
  );

  if (!canEdit) {
    // A viewer reads the instant in words, in a box that cannot change.
    return (
      <div className="content-field content-wib">
        <label htmlFor={id}>{title}</label>
        <input id={id} type="text" readOnly value={readable || text} aria-describedby={described} />
        {notes}
      </div>
    );
  }
  // The two boxes form a group under the field's name, each box with its own label.
  return (
    <fieldset className="content-field content-wib">
      <legend className="content-wib__title">{title}</legend>
      <div className="content-wib__boxes">
        <div className="content-wib__box">
          <label htmlFor={id}>{fieldTexts.date}</label>
          <input
            id={id}
            type="date"
            value={parts.date}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => pick({ ...parts, date: event.currentTarget.value })}
          />
        </div>
        <div className="content-wib__box">
          <label htmlFor={`${id}-jam`}>{fieldTexts.time}</label>
          <input
            id={`${id}-jam`}
            type="time"
            step={1}
            value={parts.time}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => pick({ ...parts, time: event.currentTarget.value })}
          />
        </div>
      </div>
      {notes}
    </fieldset>
  );
}
