import { choiceLabel, fieldLabel, hasItemLabel, itemLabel } from "./content-labels";

/**
 * What the committee reads when the content's schema refuses a field: one plain Indonesian
 * sentence that starts with the field's label as the console's form shows it ("Nama hidangan
 * wajib diisi", "Judul paling banyak 40 huruf (sekarang 52)"), never zod's own words. Free of
 * zod, so the form says the same sentences while the editor types (scalar-fields.tsx) as the
 * server does after a save (server/content/upgrade-content.ts).
 *
 * A message the schema gives itself is kept: for a pattern or a refinement it says what is
 * wrong ("harus ditulis lengkap dalam WIB, contoh …") and follows the field's name; for a
 * length it says why ("agar muat di judul poster QR stan") and follows the standard sentence.
 */

/**
 * How to parse for these words: zod writes none of its own (an empty message means "none of
 * the schema's") and keeps the refused value, counted in "(sekarang 52)".
 */
export const parseForWords = { error: () => "", reportInput: true };

/** The facts of a zod issue the words need; a zod issue fits as it is. */
export type IssueFacts = {
  code: string;
  path: readonly PropertyKey[];
  /** The schema's own message; empty or missing when the schema gave none. */
  message?: string;
  /** The refused value (zod's `reportInput`): "(sekarang 52)" counts it. */
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  expected?: string;
  format?: string;
  prefix?: string;
  suffix?: string;
  includes?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number | bigint;
};

/** Fields whose own label is too plain alone: "Nama hidangan", not "Nama", in a dish. */
const namedByTheirItem = new Set(["name", "label", "title", "caption", "id", "year", "role"]);

/** A label without its typing hint: "Alamat (https://…)" is "Alamat" in a sentence. */
const plain = (label: string) => label.replace(/\s*\([^)]*\)$/, "");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field a path names, as a sentence's subject: "Nama hidangan", "Poin 2", "Deskripsi". */
export function fieldName(path: readonly PropertyKey[]): string {
  const keys = path.filter((key) => typeof key !== "symbol");
  const last = keys.at(-1);
  if (last === undefined) return "Isian";
  if (typeof last === "number") {
    const list = keys.at(-2);
    return `${itemLabel(typeof list === "string" ? list : "")} ${last + 1}`;
  }
  const label = plain(fieldLabel(last));
  const list = keys.at(-3);
  if (
    typeof keys.at(-2) === "number" &&
    typeof list === "string" &&
    hasItemLabel(list) &&
    namedByTheirItem.has(last)
  ) {
    return `${label} ${itemLabel(list).toLowerCase()}`;
  }
  return label;
}

// The words a schema's own message may start with to read right after the field's name.
const predicate =
  /^(harus|hanya|paling|wajib|sudah|memuat|tidak|bukan|sama|belum|diberikan|terlalu|antara|perlu|boleh|lebih|kurang)\b/;

/**
 * A schema's own message, starting with the field's label: as it is when it already names
 * the field, after the name when it reads on from it, else after "Name: ".
 */
export function withFieldName(path: readonly PropertyKey[], message: string): string {
  const name = fieldName(path);
  const text = message.trim();
  if (text.toLowerCase().startsWith(name.toLowerCase())) return capitalise(text);
  if (predicate.test(text)) return `${name} ${text}`;
  return `${name}: ${text}`;
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A text's words short of its minimum, said after its name (the dish description's rule). */
export const tooFewWords = (minimum: number, count: number) =>
  `paling sedikit ${minimum} kata (sekarang ${count})`;

/** How many letters zod counted: code points, so an emoji is one. */
const lengthOf = (input: unknown) => (typeof input === "string" ? [...input].length : undefined);

function sizeWords(issue: IssueFacts, name: string): string {
  const small = issue.code === "too_small";
  const bound = String(small ? issue.minimum : issue.maximum);
  const { origin, input } = issue;
  if (origin === "string") {
    if (small && Number(bound) <= 1) return `${name} wajib diisi`;
    const length = lengthOf(input);
    const now = length === undefined ? "" : ` (sekarang ${length})`;
    if (issue.exact) return `${name} harus tepat ${bound} huruf${now}`;
    return `${name} paling ${small ? "sedikit" : "banyak"} ${bound} huruf${now}`;
  }
  if (origin === "array" || origin === "set") {
    const now = Array.isArray(input) ? ` (sekarang ${input.length})` : "";
    return `${name} paling ${small ? "sedikit" : "banyak"} ${bound}${now}`;
  }
  if (issue.inclusive === false) return `${name} harus ${small ? "lebih" : "kurang"} dari ${bound}`;
  return `${name} paling ${small ? "kecil" : "besar"} ${bound}`;
}

const typeWords: Record<string, string> = {
  number: "harus berupa angka",
  int: "harus bilangan bulat, tanpa koma",
  string: "harus berupa teks",
  array: "harus berupa daftar",
  object: "harus diisi lengkap",
  boolean: "harus dipilih ya atau tidak",
};

function formatWords(issue: IssueFacts, name: string): string {
  switch (issue.format) {
    case "url":
      return `${name} harus diawali https:// dan ditulis lengkap, contoh https://www.instagram.com/fb8`;
    case "starts_with":
      return `${name} harus diawali “${issue.prefix}”`;
    case "ends_with":
      return `${name} harus diakhiri “${issue.suffix}”`;
    case "includes":
      return `${name} harus memuat ${issue.includes} (tulis persis, dengan kurung kurawal)`;
    default:
      return `${name} tidak sesuai bentuk yang diminta`;
  }
}

/** A zod issue in the committee's words (see the top of this file). */
export function issueInWords(issue: IssueFacts): string {
  const name = fieldName(issue.path);
  const given = issue.message?.trim();
  const sized = issue.code === "too_small" || issue.code === "too_big";
  if (given && sized && given.startsWith("agar ")) return `${sizeWords(issue, name)}, ${given}`;
  if (given) return withFieldName(issue.path, given);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return `${name} wajib diisi`;
      return `${name} ${typeWords[issue.expected ?? ""] ?? "isinya tidak sesuai"}`;
    case "too_small":
    case "too_big":
      return sizeWords(issue, name);
    case "invalid_format":
      return formatWords(issue, name);
    case "invalid_value":
      return `${name} harus salah satu dari: ${(issue.values ?? []).map((value) => choiceLabel(String(value))).join(", ")}`;
    case "not_multiple_of":
      return `${name} harus kelipatan ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `${name} memuat isian yang tidak dikenal: ${(issue.keys ?? []).join(", ")}`;
    default:
      return `${name} belum benar`;
  }
}
