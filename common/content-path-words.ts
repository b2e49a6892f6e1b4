import { fieldLabel, itemLabel } from "./content-labels";

/**
 * A path in words: ["pages", "collaboreight", "cast", 1, "name"] → "Halaman › Collaboreight ›
 * Pemeran 2 › Nama", for the history's lines, a conflict's changed fields and the issues' list.
 */
export function pathInWords(path: readonly (string | number)[]): string {
  return path
    .map((key, index) => {
      if (typeof key === "number") {
        const parent = path[index - 1];
        return `${itemLabel(typeof parent === "string" ? parent : "")} ${key + 1}`;
      }
      return fieldLabel(key);
    })
    .join(" › ");
}

/** A value as one short line: long texts cut, objects and lists summarised. */
export function valueInWords(value: unknown, emptyWord: string): string {
  if (value === undefined || value === null || value === "") return emptyWord;
  if (typeof value === "string")
    return value.length > 90 ? `“${value.slice(0, 87)}…”` : `“${value}”`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}
