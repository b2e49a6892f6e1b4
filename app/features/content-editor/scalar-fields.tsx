import { type ReactNode, useState } from "react";
import { choiceLabel } from "../../../common/content-labels";
import { useEditor, useField } from "./editor-context";
import { describedBy, FieldNotes } from "./field-notes";
import type { FieldPath, FieldSchema } from "./json-schema";
import { textProblems, wordCountHint } from "./live-checks";
import { explainPlaceholders } from "./placeholders";
import { texts } from "./texts";

export type ScalarProps<Schema extends FieldSchema["type"]> = {
  schema: Extract<FieldSchema, { type: Schema }>;
  value: unknown;
  path: FieldPath;
  label: string;
  required: boolean;
  /** Markdown: always a large textarea, whatever its length. */
  markdown?: boolean;
  /** What a special text adds (markdown-field.tsx, dish-slug-field.tsx): hints, and a part under them. */
  extra?: { hints?: readonly ReactNode[]; after?: ReactNode };
  onChange(next: unknown): void;
};

/** Longer than this, a text is edited in a textarea: a one-line box would hide most of it. */
const longText = 80;

function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {!required && <span className="content-optional"> ({texts.optional})</span>}
    </label>
  );
}

/** What a field's control needs from its frame: its id, and how it is invalid and described. */
type ControlProps = {
  id: string;
  canEdit: boolean;
  invalid: true | undefined;
  descriptionIds: string | undefined;
};

type FrameProps = Pick<ScalarProps<FieldSchema["type"]>, "path" | "label" | "required"> & {
  hints?: readonly ReactNode[];
  /** What the form itself finds wrong as the editor types, beside the server's issues. */
  problems?: readonly string[];
  /** The whole row, for a textarea. */
  wide?: boolean;
  /** Under the notes: a Markdown text's preview. */
  after?: ReactNode;
  children(control: ControlProps): ReactNode;
};

/** A field's label, its control, then its hints and the server's issues, which the control names. */
function FieldFrame({
  path,
  label,
  required,
  hints = [],
  problems = [],
  wide,
  after,
  children,
}: FrameProps) {
  const { canEdit, id, errors: fromServer } = useField(path);
  const errors = [...new Set([...problems, ...fromServer])];
  return (
    <div className={`content-field${wide ? " content-field--wide" : ""}`}>
      <FieldLabel id={id} label={label} required={required} />
      {children({
        id,
        canEdit,
        invalid: errors.length > 0 || undefined,
        descriptionIds: describedBy(id, hints, errors),
      })}
      <FieldNotes id={id} hints={hints} errors={errors} />
      {after}
    </div>
  );
}

/** A text: one line, or a textarea for Markdown and long texts; hints for placeholders. */
export function TextField({
  schema,
  value,
  markdown,
  extra,
  onChange,
  ...field
}: ScalarProps<"string">) {
  const { placeholderValues } = useEditor();
  const text = typeof value === "string" ? value : "";
  // Decided once: an input turning into a textarea while the editor types would lose the focus.
  const [multiline] = useState(() => markdown || text.length > longText);
  const placeholders = explainPlaceholders(text, placeholderValues);
  // Said once the editor has typed here, not over a form just opened.
  const [touched, setTouched] = useState(false);
  const problems = touched ? textProblems(schema, field.path, text, field.required) : [];
  const hints: ReactNode[] = [
    ...(extra?.hints ?? []),
    schema.minWords !== undefined && wordCountHint(text, schema.minWords),
    texts.length(schema.minLength, schema.maxLength),
    placeholders.length > 0 && (
      <>
        {texts.placeholdersHeading}
        <ul className="content-placeholders">
          {placeholders.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </>
    ),
  ].filter(Boolean);
  return (
    <FieldFrame {...field} hints={hints} problems={problems} wide={multiline} after={extra?.after}>
      {({ id, canEdit, invalid, descriptionIds }) => {
        const common = {
          id,
          value: text,
          readOnly: !canEdit,
          "aria-invalid": invalid,
          "aria-describedby": descriptionIds,
          // An optional text left empty is no text: the key goes, so the schema does not see "".
          onChange: (event: { currentTarget: { value: string } }) => {
            setTouched(true);
            onChange(
              event.currentTarget.value === "" && !field.required
                ? undefined
                : event.currentTarget.value,
            );
          },
        };
        return multiline ? (
          <textarea {...common} rows={markdown ? 14 : 3} />
        ) : (
          <input {...common} type="text" />
        );
      }}
    </FieldFrame>
  );
}

/** A number; an emptied box removes the value, and the server names what is missing. */
export function NumberField({ schema, value, onChange, ...field }: ScalarProps<"number">) {
  const hints = [texts.range(schema.minimum, schema.maximum)].filter(Boolean);
  return (
    <FieldFrame {...field} hints={hints}>
      {({ id, canEdit, invalid, descriptionIds }) => (
        <input
          id={id}
          type="number"
          step={schema.integer ? 1 : "any"}
          min={schema.minimum}
          max={schema.maximum}
          value={typeof value === "number" ? value : ""}
          readOnly={!canEdit}
          aria-invalid={invalid}
          aria-describedby={descriptionIds}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange(typed === "" ? undefined : Number(typed));
          }}
        />
      )}
    </FieldFrame>
  );
}

/** One of a fixed list; a viewer reads the choice in words, with no list to open. */
export function ChoiceField({ schema, value, onChange, ...field }: ScalarProps<"string">) {
  const chosen = typeof value === "string" ? value : "";
  return (
    <FieldFrame {...field}>
      {({ id, canEdit, invalid, descriptionIds }) =>
        canEdit ? (
          <select
            id={id}
            value={chosen}
            aria-invalid={invalid}
            aria-describedby={descriptionIds}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            {(schema.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choiceLabel(choice)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="text"
            readOnly
            value={choiceLabel(chosen)}
            aria-describedby={descriptionIds}
          />
        )
      }
    </FieldFrame>
  );
}

/** Yes or no; a viewer reads it in words. */
export function CheckField({ value, path, label, onChange }: ScalarProps<"boolean">) {
  const { canEdit, id, errors } = useField(path);
  if (!canEdit) {
    return (
      <div className="content-field">
        <FieldLabel id={id} label={label} required />
        <input id={id} type="text" readOnly value={value === true ? "Ya" : "Tidak"} />
      </div>
    );
  }
  return (
    <div className="content-field">
      <label className="console-check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={describedBy(id, [], errors)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </label>
      <FieldNotes id={id} hints={[]} errors={errors} />
    </div>
  );
}
