import { fieldLabel } from "../../../common/content-labels";
import { ArrayField } from "./array-field";
import { DishIdField, isDishId } from "./dish-id-field";
import { DishSlugField, isDishSlug } from "./dish-slug-field";
import { type FieldPath, type FieldSchema, isRecord, setIn } from "./json-schema";
import { MarkdownField } from "./markdown-field";
import { MediaField, type MediaKind } from "./media-field";
import { ObjectField } from "./object-field";
import { isDishOrigin, OriginField } from "./origin-field";
import { CheckField, ChoiceField, NumberField, TextField } from "./scalar-fields";
import { WibDateField } from "./wib-date-field";
import { isWibInstant } from "./wib-instants";

export type SchemaFieldProps = {
  schema: FieldSchema;
  value: unknown;
  /** From the document's root: ["pages", "home", "meta", "title"]; the server's issues use it. */
  path: FieldPath;
  label: string;
  required: boolean;
  /** The object this field is a property of: a dish's origin depends on its category. */
  owner?: Record<string, unknown>;
  onChange(next: unknown): void;
};

/** The Markdown texts (content/dishes/<slug>.md and content/about.md in the first edition). */
function isMarkdown(path: FieldPath): boolean {
  const [section, , key] = path;
  return (
    (section === "dishes" && key === "description" && path.length === 3) ||
    (section === "about" && path[1] === "body")
  );
}

/**
 * Uploaded media: the schema says so by its pattern (`^foto-…`, `^video-…`), and a dish's
 * `image.file` names either a drawing or an uploaded photo.
 */
function mediaKindOf(schema: FieldSchema, path: FieldPath): MediaKind | undefined {
  if (schema.type !== "string") return undefined;
  if (schema.patterns.some((pattern) => pattern.startsWith("^foto-"))) return "foto";
  if (schema.patterns.some((pattern) => pattern.startsWith("^video-"))) return "video";
  const [section, , parent, key] = path;
  if (section === "dishes" && parent === "image" && key === "file") return "foto";
  return undefined;
}

/** One field of any kind, picked by its schema: the form is drawn, never written by hand. */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, path } = props;
  const media = mediaKindOf(schema, path);
  if (media) return <MediaField kind={media} {...props} />;
  if (isDishId(path)) return <DishIdField {...props} />;
  // Chosen from the map's list, never typed: name, marker and flag as one field.
  if (isDishOrigin(path)) return <OriginField {...props} category={props.owner?.category} />;
  switch (schema.type) {
    case "object":
      return <ObjectField {...props} schema={schema} />;
    case "array":
      return <ArrayField {...props} schema={schema} />;
    case "string":
      if (schema.choices) return <ChoiceField {...props} schema={schema} />;
      // Picked with the phone's date and time pickers, never typed in the stored form.
      if (isWibInstant(schema)) return <WibDateField {...props} />;
      if (isDishSlug(path)) return <DishSlugField {...props} schema={schema} />;
      if (isMarkdown(path)) return <MarkdownField {...props} schema={schema} />;
      return <TextField {...props} schema={schema} />;
    case "number":
      return <NumberField {...props} schema={schema} />;
    case "boolean":
      return <CheckField {...props} schema={schema} />;
    default:
      return null;
  }
}

/** An object's fields, each under its Indonesian label. */
export function ObjectFields({
  schema,
  value,
  path,
  onChange,
}: Omit<SchemaFieldProps, "schema" | "label" | "required"> & {
  schema: Extract<FieldSchema, { type: "object" }>;
}) {
  const record = isRecord(value) ? value : {};
  return (
    <div className="content-fields">
      {schema.properties.map((property) => (
        <SchemaField
          key={property.key}
          schema={property.schema}
          value={record[property.key]}
          path={[...path, property.key]}
          label={fieldLabel(property.key)}
          required={property.required}
          owner={record}
          onChange={(next) => onChange(setIn(record, [property.key], next))}
        />
      ))}
    </div>
  );
}
