import { paths } from "./paths";
import { voteCategories } from "./vote-category";

/**
 * Where a menu link may lead: a page of this site, or another site over https, shown as
 * leaving the site. Browsers read `//evil.example/x` and `/\evil.example/x` as other hosts,
 * so a path is refused unless it is one of this site's pages. Free of zod: the navigation
 * bar imports it (common/content-schema.ts holds the schema that uses it).
 */

export const isExternalLink = (to: string) => to.startsWith("https://");

/** The pages a menu may name: every prerendered route but the ones no visitor is sent to. */
export const menuPages: readonly string[] = [
  paths.home,
  paths.about,
  paths.trial,
  paths.gallery,
  paths.expression,
  paths.entrepreneur,
  ...voteCategories.map((category) => paths.picker(category)),
  paths.collaboreight,
  paths.guestStar,
  paths.comingSoon,
  paths.results,
  paths.live,
];

// Letters, digits and the few marks a page path or an anchor needs; nothing a browser could
// read as a host, a scheme, whitespace or a control character.
const pathCharacters = /^\/[A-Za-z0-9\-._~/]*(#[A-Za-z0-9\-._~]*)?$/;

/**
 * Why `to` is not a menu link of this site, in Indonesian, said after the field's name
 * ("Tujuan tautan harus …", common/content-issue-words.ts), or undefined when it is one:
 * a page of the site (optionally with `#anchor`), a dish page of the catalogue, or a full
 * https address. `dishPaths`: the catalogue's dish pages; without it, any dish page is taken.
 */
export function menuLinkProblem(to: string, dishPaths?: readonly string[]): string | undefined {
  if (isExternalLink(to)) {
    try {
      const url = new URL(to);
      if (url.protocol === "https:" && url.hostname.includes(".") && !url.username) return;
    } catch {
      // Falls through to the message below.
    }
    return "harus alamat situs lain yang lengkap dan benar, contoh https://www.instagram.com/fb8";
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) {
    return "harus memakai https:// bila menuju situs lain, contoh https://www.instagram.com/fb8";
  }
  if (!to.startsWith("/")) {
    return "harus diawali / untuk halaman situs ini, contoh /about, atau https:// untuk situs lain";
  }
  if (to.startsWith("//") || to.includes("\\")) {
    return "tidak boleh diawali // atau memuat \\, karena peramban membacanya sebagai situs lain";
  }
  if (!pathCharacters.test(to)) {
    return "hanya boleh memuat huruf, angka, - . _ ~ / dan satu #penanda, tanpa spasi, contoh /about#tim";
  }
  const page = to.split("#")[0] ?? to;
  const path = page.length > 1 ? page.replace(/\/$/, "") : page;
  if (menuPages.includes(path)) return;
  const dish = /^\/8trepreneur\/(domestic|international)\/[a-z0-9-]+$/.test(path);
  if (dish && (dishPaths === undefined || dishPaths.includes(path))) return;
  if (dish) return `tidak cocok dengan hidangan mana pun di katalog (${path} tidak ada di katalog)`;
  return `tidak cocok dengan halaman mana pun (${path} tidak ada di situs ini); pilih salah satu: ${menuPages.join(", ")}, atau halaman hidangan`;
}
