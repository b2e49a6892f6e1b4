import { useEffect, useState } from "react";
import { fieldLabel } from "../../../common/content-labels";
import type { ContentSection } from "../../../common/content-schema";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { slugFollowsName } from "./dish-slug";
import { fieldId, useEditor } from "./editor-context";
import { emptyValueOf, type FieldPath, type FieldSchema, isRecord, setIn } from "./json-schema";
import { ObjectFields, SchemaField } from "./schema-field";
import { texts } from "./texts";

export type RevealRequest = { path: FieldPath; at: number };

type SectionFormProps = {
  section: ContentSection;
  schema: FieldSchema;
  value: unknown;
  onChange(next: unknown): void;
  /** A field to bring into view (from the list of issues): its page or dish is picked first. */
  reveal: RevealRequest | undefined;
};

/** Focuses the input at `path`, or the nearest group around it that has one. */
function focusNearest(path: FieldPath) {
  for (let length = path.length; length > 1; length--) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element) {
      element.focus();
      return;
    }
  }
}

/**
 * One section's fields. Pages and dishes are long: the editor works on one page, or one
 * dish, at a time, picked from a list.
 */
export function SectionForm(props: SectionFormProps) {
  const { section, schema, value, onChange, reveal } = props;
  const [pageKey, setPageKey] = useState(() =>
    schema.type === "object" ? (schema.properties[0]?.key ?? "") : "",
  );
  const [dishIndex, setDishIndex] = useState(0);

  useEffect(() => {
    if (!reveal) return;
    const [, pick] = reveal.path;
    if (typeof pick === "string") setPageKey(pick);
    if (typeof pick === "number") setDishIndex(pick);
    requestAnimationFrame(() => focusNearest(reveal.path));
  }, [reveal]);

  if (section === "pages" && schema.type === "object") {
    const page = schema.properties.find((property) => property.key === pageKey);
    const record = isRecord(value) ? value : {};
    return (
      <>
        <div className="content-picker">
          <label htmlFor="pilih-halaman">{texts.pagePicker}</label>
          <select
            id="pilih-halaman"
            value={pageKey}
            onChange={(event) => setPageKey(event.currentTarget.value)}
          >
            {schema.properties.map((property) => (
              <option key={property.key} value={property.key}>
                {fieldLabel(property.key)}
              </option>
            ))}
          </select>
        </div>
        {page && (
          <SchemaField
            key={page.key}
            schema={page.schema}
            value={record[page.key]}
            path={[section, page.key]}
            label={fieldLabel(page.key)}
            required
            onChange={(next) => onChange(setIn(record, [page.key], next))}
          />
        )}
      </>
    );
  }
  if (section === "dishes" && schema.type === "array") {
    return <DishForm {...props} schema={schema} index={dishIndex} pick={setDishIndex} />;
  }
  if (schema.type !== "object") return null;
  return <ObjectFields schema={schema} value={value} path={[section]} onChange={onChange} />;
}

const dishName = (dish: unknown, index: number) => {
  if (!isRecord(dish)) return `${texts.newDish} ${index + 1}`;
  const name = typeof dish.name === "string" && dish.name ? dish.name : texts.newDish;
  return typeof dish.classLabel === "string" && dish.classLabel
    ? `${name} – ${dish.classLabel}`
    : name;
};

/** The dishes section: the form's value and onChange, and which dish the picker shows. */
function DishForm({
  schema,
  value,
  onChange,
  index,
  pick,
}: Pick<SectionFormProps, "value" | "onChange"> & {
  schema: Extract<FieldSchema, { type: "array" }>;
  index: number;
  pick(index: number): void;
}) {
  const { canEdit } = useEditor();
  const dishes = Array.isArray(value) ? value : [];
  const shown = Math.min(index, dishes.length - 1);
  const dish = dishes[shown];
  // Hapus asks first, naming the dish: a second tap lands on the question, not on the next dish.
  const [removing, setRemoving] = useState(false);
  const name = dish === undefined ? "" : dishName(dish, shown);
  return (
    <>
      <div className="content-picker">
        <label htmlFor="pilih-hidangan">{texts.dishPicker}</label>
        <div className="content-row">
          <select
            id="pilih-hidangan"
            value={shown}
            onChange={(event) => pick(Number(event.currentTarget.value))}
          >
            {dishes.map((item, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a dish's place in the catalogue is what the list picks
              <option key={at} value={at}>
                {dishName(item, at)}
              </option>
            ))}
          </select>
          {canEdit && (
            <button
              type="button"
              className="console-button console-button--small"
              onClick={() => {
                onChange([...dishes, emptyValueOf(schema.items)]);
                pick(dishes.length);
              }}
            >
              {texts.addDish}
            </button>
          )}
        </div>
      </div>
      {dish === undefined ? (
        <p>{texts.noDishes}</p>
      ) : (
        <>
          <SchemaField
            key={shown}
            schema={schema.items}
            value={dish}
            path={["dishes", shown]}
            label={dishName(dish, shown)}
            required
            onChange={(next) =>
              onChange(dishes.map((old, at) => (at === shown ? slugFollowsName(old, next) : old)))
            }
          />
          {canEdit && (
            <button
              type="button"
              className="console-button console-button--small console-button--quiet"
              onClick={() => setRemoving(true)}
            >
              {texts.removeDish}
            </button>
          )}
          <ConfirmDialog
            open={removing}
            title={texts.removeTitle(name)}
            body={texts.removeBody(name)}
            confirmLabel={texts.removeDish}
            cancelLabel={texts.cancel}
            closeLabel={texts.close}
            danger
            onConfirm={() => {
              setRemoving(false);
              onChange(dishes.filter((_, at) => at !== shown));
              pick(Math.max(0, shown - 1));
            }}
            onCancel={() => setRemoving(false)}
          />
        </>
      )}
    </>
  );
}
