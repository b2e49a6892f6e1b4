import type { ContentChange } from "./content-api";
import { fieldLabel, itemLabel } from "./content-labels";

type Path = readonly (string | number)[];

/**
 * A path in words: ["pages", "collaboreight", "cast", 1, "name"] → "Halaman › Collaboreight ›
 * Pemeran 2 › Nama", for the history's lines, a conflict's changed fields and the issues' list.
 */
export function pathInWords(path: Path): string {
  return path
    .flatMap((key, index) => {
      if (typeof key === "number") {
        const parent = path[index - 1];
        return [`${itemLabel(typeof parent === "string" ? parent : "")} ${key + 1}`];
      }
      // A list's name is said by its item's: "Pemeran 2", not "Pemeran › Pemeran 2".
      return typeof path[index + 1] === "number" ? [] : [fieldLabel(key)];
    })
    .join(" › ");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields that name an item, in the order they are looked for. */
const namingKeys = ["name", "title", "label", "question", "caption", "year", "alt"];

/** What an item is called: its name, title, label…, or the text it is. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  if (!isRecord(value)) return undefined;
  for (const key of namingKeys) {
    const name = value[key];
    if (typeof name === "string" && name !== "") return name;
  }
  return undefined;
}

const quoted = (text: string) => (text.length > 90 ? `“${text.slice(0, 87)}…”` : `“${text}”`);

/**
 * A value as one short line, never as code: a text quoted and cut, a group by its name, a list
 * by how many items it holds.
 */
export function valueInWords(value: unknown, emptyWord: string): string {
  if (value === undefined || value === null || value === "") return emptyWord;
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Ya" : "Tidak";
  if (Array.isArray(value)) return value.length === 0 ? emptyWord : `${value.length} butir`;
  const name = nameOf(value);
  return name === undefined ? "(isian)" : quoted(name);
}

/** Fields holding an uploaded file's name: a change of one is a new picture, not a new text. */
const mediaWords: Record<string, string> = {
  file: "Foto",
  photo: "Foto",
  logo: "Logo",
  video: "Video",
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * One change of the history in words: "Hidangan 3 ditambahkan: Es Pisang Ijo", "Hidangan 2
 * dihapus: Onigiri", "Judul: “A” → “B”", "Hidangan 1 › Gambar: Foto diganti", "Urutan
 * hidangan diubah".
 */
export function changeInWords(change: ContentChange, emptyWord: string): string {
  const { path } = change;
  const last = path.at(-1);
  if (change.reordered) return `Urutan ${lowerFirst(pathInWords(path))} diubah`;
  const wasThere = "before" in change && change.before !== undefined;
  const isThere = "after" in change && change.after !== undefined;
  if (typeof last === "number" && wasThere !== isThere) {
    const name = nameOf(isThere ? change.after : change.before);
    const done = isThere ? "ditambahkan" : "dihapus";
    return `${pathInWords(path)} ${done}${name === undefined ? "" : `: ${name}`}`;
  }
  const media = typeof last === "string" ? mediaWords[last] : undefined;
  if (media && (typeof change.before === "string" || typeof change.after === "string")) {
    // A dish's picture is image.file: "Gambar" names it well enough without "Berkas gambar".
    const where = pathInWords(last === "file" ? path.slice(0, -1) : path);
    const hadOne = typeof change.before === "string" && change.before !== "";
    const hasOne = typeof change.after === "string" && change.after !== "";
    const done = hadOne && hasOne ? "diganti" : hasOne ? "ditambahkan" : "dihapus";
    return `${where}: ${media} ${done}`;
  }
  if (!wasThere)
    return `${pathInWords(path)} ditambahkan: ${valueInWords(change.after, emptyWord)}`;
  if (!isThere) return `${pathInWords(path)} dihapus: ${valueInWords(change.before, emptyWord)}`;
  return `${pathInWords(path)}: ${valueInWords(change.before, emptyWord)} → ${valueInWords(change.after, emptyWord)}`;
}
