/**
 * The file name, in content/assets, of a picture that belongs to a name written in content:
 * "Kopi Senja Nusantara" → kopi-senja-nusantara. The committee adds a partner by writing its
 * name in pages.json and dropping that file into content/assets/partners/.
 */
export function assetName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Portraits are numbered in the order the people are listed: cast-01, committee-13 … */
export function portraitName(group: "cast" | "committee", index: number): string {
  return `${group}-${String(index + 1).padStart(2, "0")}`;
}
