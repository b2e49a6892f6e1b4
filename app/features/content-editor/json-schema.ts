/**
 * The few shapes of JSON Schema the editor draws forms from, read once from what
 * GET /api/panitia/content/schema answers (z.toJSONSchema of the content's schema). The
 * schema library itself never reaches the browser: the console's first load stays small.
 */
export type FieldSchema =
  | { type: "object"; properties: PropertySchema[] }
  | { type: "array"; items: FieldSchema; minItems: number; maxItems: number | undefined }
  | {
      type: "string";
      minLength: number | undefined;
      maxLength: number | undefined;
      /** A word count's minimum: not JSON Schema, the content schema's `.meta({ minWords })`. */
      minWords: number | undefined;
      /** Every pattern the value must match (`pattern` and those under `allOf`). */
      patterns: string[];
      choices: string[] | undefined;
    }
  | { type: "number"; integer: boolean; minimum: number | undefined; maximum: number | undefined }
  | { type: "boolean" }
  | { type: "unknown" };

export type PropertySchema = { key: string; schema: FieldSchema; required: boolean };

export type FieldPath = (string | number)[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const numberOr = (value: unknown) => (typeof value === "number" ? value : undefined);
const stringsIn = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];

/**
 * Fields are shown in the schema's order, but a slug made from the name (dish-slug-field.tsx)
 * comes just after it: one types the name first. The schema's order stays as stored releases
 * and their digests have it.
 */
function nameBeforeSlug(properties: PropertySchema[]): PropertySchema[] {
  const slug = properties.findIndex((property) => property.key === "slug");
  const name = properties.findIndex((property) => property.key === "name");
  if (slug < 0 || name < slug) return properties;
  const reordered = properties.filter((property) => property.key !== "slug");
  reordered.splice(name, 0, properties[slug] as PropertySchema);
  return reordered;
}

/** A JSON Schema node as a FieldSchema; local `$ref`s (`#/$defs/…`) are followed. */
export function readSchema(node: unknown, root: unknown = node): FieldSchema {
  if (!isRecord(node)) return { type: "unknown" };
  if (typeof node.$ref === "string") return readSchema(resolveReference(node.$ref, root), root);
  const type = node.type ?? (node.properties ? "object" : node.items ? "array" : undefined);
  if (type === "object") {
    const properties = isRecord(node.properties) ? node.properties : {};
    const required = stringsIn(node.required);
    return {
      type: "object",
      properties: nameBeforeSlug(
        Object.entries(properties).map(([key, inner]) => ({
          key,
          schema: readSchema(inner, root),
          required: required.includes(key),
        })),
      ),
    };
  }
  if (type === "array") {
    return {
      type: "array",
      items: readSchema(node.items, root),
      minItems: numberOr(node.minItems) ?? 0,
      maxItems: numberOr(node.maxItems),
    };
  }
  if (type === "string") {
    const nested = Array.isArray(node.allOf) ? node.allOf : [];
    const patterns = [node, ...nested]
      .map((part) => (isRecord(part) ? part.pattern : undefined))
      .filter((pattern) => typeof pattern === "string");
    const choices = stringsIn(node.enum);
    return {
      type: "string",
      minLength: numberOr(node.minLength),
      maxLength: numberOr(node.maxLength),
      minWords: numberOr(node.minWords),
      patterns,
      choices: choices.length > 0 ? choices : undefined,
    };
  }
  if (type === "number" || type === "integer") {
    return {
      type: "number",
      integer: type === "integer",
      minimum: numberOr(node.minimum),
      maximum: numberOr(node.maximum),
    };
  }
  if (type === "boolean") return { type: "boolean" };
  return { type: "unknown" };
}

function resolveReference(reference: string, root: unknown): unknown {
  if (!reference.startsWith("#/")) return undefined;
  let node = root;
  for (const part of reference.slice(2).split("/")) {
    node = isRecord(node) ? node[decodeURIComponent(part)] : undefined;
  }
  return node;
}

/** The schema of one property of an object schema; unknown when there is none. */
export function propertyOf(schema: FieldSchema, key: string): FieldSchema {
  if (schema.type !== "object") return { type: "unknown" };
  return schema.properties.find((property) => property.key === key)?.schema ?? { type: "unknown" };
}

/** What a new item starts as ("Tambah"): required fields empty, lists at their minimum. */
export function emptyValueOf(schema: FieldSchema): unknown {
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        schema.properties
          .filter((property) => property.required)
          .map((property) => [property.key, emptyValueOf(property.schema)]),
      );
    case "array":
      return Array.from({ length: schema.minItems }, () => emptyValueOf(schema.items));
    case "string":
      return schema.choices?.[0] ?? "";
    case "number":
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 0;
    case "boolean":
      return false;
    default:
      return undefined;
  }
}

/** `target` with the value at `path` replaced; `undefined` removes an object's key. */
export function setIn(target: unknown, path: readonly (string | number)[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(target) && typeof head === "number") {
    const copy = [...target];
    copy[head] = setIn(copy[head], rest, next);
    return copy;
  }
  const copy = { ...(isRecord(target) ? target : {}) };
  const inner = setIn(copy[head], rest, next);
  if (inner === undefined) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/** The value at `path`, or undefined. */
export function getIn(target: unknown, path: readonly (string | number)[]): unknown {
  let node = target;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === "number") node = node[key];
    else node = isRecord(node) ? node[key] : undefined;
  }
  return node;
}

/** A stable key for a path, for the issues' lookup and the inputs' ids. */
export const pathKey = (path: readonly (string | number)[]) => path.join(".");
