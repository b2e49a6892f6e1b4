import {
  festivalPlaceholderNames,
  festivalPlaceholders,
  pagePlaceholders,
} from "../../../common/content-placeholders";
import type { Festival } from "../../../common/content-schema";
import { isRecord } from "./json-schema";

type PlaceholderName =
  | (typeof festivalPlaceholderNames)[number]
  | (typeof pagePlaceholders)[number];

/** What each placeholder stands for (content/README.md's words). */
const meanings: Record<PlaceholderName, string> = {
  product: "nama festival",
  fullName: "nama lengkap festival",
  year: "tahun festival",
  showDate: "tanggal tayang Collaboreight",
  openingDate: "tanggal pembukaan",
  countdownDate: "tanggal hitung mundur di Home",
  name: "nama hidangan atau mitra, diisi halaman itu sendiri",
  current: "nomor slide yang tampil, diisi halaman",
  total: "jumlah slide, diisi halaman",
  email: "alamat email pemilih, diisi halaman",
  time: "sisa waktu sebelum bisa kirim ulang, diisi halaman",
};

const known: readonly string[] = [...festivalPlaceholderNames, ...pagePlaceholders];
const isPlaceholderName = (name: string): name is PlaceholderName => known.includes(name);

/**
 * The festival's values, read from the draft's festival section as it is now. A draft
 * half-edited may miss a field: its placeholder is then explained without its value.
 */
export function festivalValuesOf(festival: unknown): Partial<Record<string, string>> {
  if (!isRecord(festival) || !isRecord(festival.events)) return {};
  const { events } = festival;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const draft: Festival = {
    product: text(festival.product),
    fullName: text(festival.fullName),
    year: typeof festival.year === "number" ? festival.year : 0,
    socials: {
      youtube: { label: "", url: "" },
      instagram: { label: "", url: "" },
      tiktok: { label: "", url: "" },
    },
    expressionGallery: { label: "", url: "" },
    schoolEmailDomain: "",
    events: {
      homeCountdownTarget: "",
      homeCountdownLabel: text(events.homeCountdownLabel),
      comingSoonTarget: "",
      comingSoonLabel: text(events.comingSoonLabel),
      guestStarReveal: "",
      showDate: "",
      showDateLabel: text(events.showDateLabel),
    },
  };
  return festivalPlaceholders(draft);
}

/** "{product} → nama festival (FB8)", one line per known placeholder in `text`, each once. */
export function explainPlaceholders(
  text: string,
  values: Partial<Record<string, string>>,
): string[] {
  const names = new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? ""));
  return [...names].filter(isPlaceholderName).map((name) => {
    const value = values[name];
    return `{${name}} → ${meanings[name]}${value ? ` (${value})` : ""}`;
  });
}
