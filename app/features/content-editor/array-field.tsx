import { useState } from "react";
import { itemLabel } from "../../../common/content-labels";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useEditor } from "./editor-context";
import { FieldNotes } from "./field-notes";
import { emptyValueOf, type FieldSchema, isRecord, pathKey } from "./json-schema";
import { SchemaField, type SchemaFieldProps } from "./schema-field";
import { texts } from "./texts";

/** The field an item is best known by, for "Pemeran 2: Raka" in its legend. */
const namingKeys = ["name", "title", "label", "question", "year"];

function itemTitle(item: unknown): string {
  if (typeof item === "string") return "";
  if (!isRecord(item)) return "";
  const naming = namingKeys.map((key) => item[key]).find((value) => typeof value === "string");
  return typeof naming === "string" && naming ? `: ${naming}` : "";
}

/**
 * A list: its items in order, each with Naik, Turun and Hapus, and Tambah at the end.
 * Hapus is offered only above the schema's minimum, so the list never gets too short.
 */
export function ArrayField({
  schema,
  value,
  path,
  label,
  onChange,
}: SchemaFieldProps & { schema: Extract<FieldSchema, { type: "array" }> }) {
  const { canEdit, issues } = useEditor();
  const items = Array.isArray(value) ? value : [];
  const key = path[path.length - 1];
  const oneItem = itemLabel(typeof key === "string" ? key : "");
  const errors = issues.get(pathKey(path)) ?? [];
  const canRemove = items.length > schema.minItems;
  const canAdd = schema.maxItems === undefined || items.length < schema.maxItems;
  // Hapus asks first: one tap too many never takes an item, or a second one, along.
  const [removing, setRemoving] = useState<number>();
  const removingName = removing === undefined ? "" : `${oneItem} ${removing + 1}`;

  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <fieldset className="content-group content-field--wide">
      <legend>{label}</legend>
      {schema.minItems > 0 && <p className="console-hint">{texts.minItems(schema.minItems)}</p>}
      <FieldNotes id={`daftar-${pathKey(path)}`} hints={[]} errors={errors} />
      <ol className="content-list">
        {items.map((item, index) => {
          const name = `${oneItem} ${index + 1}`;
          return (
            // Items have no identity of their own; the index is their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="content-list__item">
              <SchemaField
                schema={schema.items}
                value={item}
                path={[...path, index]}
                label={`${name}${itemTitle(item)}`}
                required
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
              />
              {canEdit && (
                <div className="content-row">
                  <ItemButton
                    label={texts.moveUp}
                    item={name}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <ItemButton
                    label={texts.moveDown}
                    item={name}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  {canRemove && (
                    <ItemButton
                      label={texts.remove}
                      item={name}
                      onClick={() => setRemoving(index)}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canEdit && canAdd && (
        <button
          type="button"
          className="console-button console-button--small"
          onClick={() => onChange([...items, emptyValueOf(schema.items)])}
        >
          {texts.add} {oneItem.toLowerCase()}
        </button>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={texts.removeTitle(removingName)}
        body={texts.removeBody(removingName)}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        closeLabel={texts.close}
        danger
        onConfirm={() => {
          setRemoving(undefined);
          onChange(items.filter((_, at) => at !== removing));
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </fieldset>
  );
}

function ItemButton({
  label,
  item,
  disabled,
  onClick,
}: {
  label: string;
  item: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="console-button console-button--small console-button--quiet"
      disabled={disabled}
      aria-label={`${label} ${item}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
