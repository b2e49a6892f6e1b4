import { useField } from "./editor-context";
import { FieldNotes } from "./field-notes";
import type { FieldPath } from "./json-schema";
import { texts } from "./texts";

/** `["dishes", 3, "id"]`: a dish's identity, which the server gives and nobody edits. */
export const isDishId = (path: FieldPath) =>
  path.length === 3 && path[0] === "dishes" && path[2] === "id";

/**
 * Shown, never edited (docs/decisions/0037): votes and announced results name the dish by
 * it, so the slug, the name and the order can change without moving a vote to another class.
 */
export function DishIdField({ value, path }: { value: unknown; path: FieldPath }) {
  const { id, errors } = useField(path);
  const given = typeof value === "string" && value !== "" ? value : undefined;
  return (
    <div className="content-field">
      <span id={`${id}-label`}>{texts.dishIdLabel}</span>
      <output id={id} aria-labelledby={`${id}-label`} className="content-dish-id">
        {given ?? texts.dishIdNew}
      </output>
      <FieldNotes id={id} hints={[texts.dishIdHint]} errors={errors} />
    </div>
  );
}
