import { useEditor } from "./editor-context";
import { FieldNotes } from "./field-notes";
import { type FieldSchema, pathKey } from "./json-schema";
import { ObjectFields, type SchemaFieldProps } from "./schema-field";

/** A group of fields: a fieldset whose legend names it ("Judul & deskripsi untuk mesin pencari"). */
export function ObjectField({
  schema,
  value,
  path,
  label,
  onChange,
}: SchemaFieldProps & { schema: Extract<FieldSchema, { type: "object" }> }) {
  const { issues } = useEditor();
  // An issue about the group itself (a missing field, a rule across fields).
  const errors = issues.get(pathKey(path)) ?? [];
  return (
    <fieldset className="content-group content-field--wide">
      <legend>{label}</legend>
      <FieldNotes id={`grup-${pathKey(path)}`} hints={[]} errors={errors} />
      <ObjectFields schema={schema} value={value} path={path} onChange={onChange} />
    </fieldset>
  );
}
