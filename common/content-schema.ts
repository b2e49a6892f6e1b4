import { z } from "zod";
import { countWords, parseForWords, tooFewWords } from "./content-issue-words";
import { type Pages, pagesSchema } from "./content-pages-schema";
import {
  festivalPlaceholders,
  fillInEverywhere,
  unknownPlaceholders,
} from "./content-placeholders";
import { linkSchema, slugSchema, text, wibInstantSchema } from "./content-schema-parts";
import { filledTextIssues } from "./filled-text-issues";
import { findPlace, originNotListed } from "./map-places";
import { menuLinkProblem } from "./menu-links";
import { paragraphsOf } from "./paragraphs";
import { paths } from "./paths";
import { voteCategories } from "./vote-category";

/**
 * The shape of everything under content/. The committee edits those files every year; this
 * schema is what turns a typo there into a build error that names the field, instead of a
 * broken page in production.
 */

export { mediaNamePattern, type Pages, pagesSchema } from "./content-pages-schema";

export const voteCategorySchema = z.enum(voteCategories);

/** A dish's long description: at least this many words, a page worth opening. */
const minimumDescriptionWords = 120;

export const festivalSchema = z.object({
  product: text,
  fullName: text,
  year: z.number().int().min(2000, "antara 2000 dan 2100").max(2100, "antara 2000 dan 2100"),
  socials: z.object({
    youtube: linkSchema,
    instagram: linkSchema,
    tiktok: linkSchema,
  }),
  expressionGallery: linkSchema,
  /**
   * The school's own e-mail domain: its students vote with it, so it is allowed from the
   * start (server/voting/admit-vote.ts). Written as it is typed after "@", in lower case.
   */
  schoolEmailDomain: z
    .string()
    .regex(z.regexes.domain, "harus berupa nama domain saja, contoh sman8jkt.sch.id")
    .refine(
      (value) => value === value.toLowerCase(),
      "harus ditulis dengan huruf kecil, contoh sman8jkt.sch.id",
    ),
  events: z.object({
    homeCountdownTarget: wibInstantSchema,
    homeCountdownLabel: text,
    comingSoonTarget: wibInstantSchema,
    comingSoonLabel: text,
    guestStarReveal: wibInstantSchema,
    showDate: wibInstantSchema,
    showDateLabel: text,
  }),
});
export type Festival = z.infer<typeof festivalSchema>;

const coordinateSchema = z.object({
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});

/**
 * The longest dish name a stand's poster holds: at the title's smallest size (20 pt) its
 * three lines take 50 of the font's widest letters with the longest class after them
 * (server/festival-day/poster-layout.test.ts measures it with the poster's font).
 */
export const dishNameMaxLength = 50;

/**
 * The longest class a stand's poster holds after the longest name: 12 of the font's widest
 * letters still fit the title's three lines at 20 pt, 13 do not (poster-layout.test.ts).
 * Room for "XII MIPA A 2" or "XI IPS 2"; a class is free text, as schools name them.
 */
export const classLabelMaxLength = 12;

/**
 * A dish's identity (docs/decisions/0037): votes, confirmations, invalidations and announced
 * results name the dish by it, so an editor who changes the page's slug, the name or the order
 * never moves a vote to another class. Given by the server at a dish's first save and never
 * changed; the first edition's dishes have the slug they had in 2022, which is what the votes
 * stored before ids already name.
 */
export const dishIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const dishIdSchema = z
  .string()
  .regex(dishIdPattern, "diberikan server saat hidangan pertama kali disimpan; jangan diubah");

/**
 * A dish as earlier versions stored it, with a name of any length: a release published
 * before the limit must still be read, served and built again (storedSiteContentSchema).
 */
const storedDishSchema = z.object({
  id: dishIdSchema,
  slug: slugSchema,
  name: text,
  /** Looser than the 2022 pattern `(X|XI|XII) (MIPA [A-I]|IPS)`, so what it stored still fits. */
  classLabel: z.string().trim().min(1).max(classLabelMaxLength, "agar muat di poster QR stan"),
  category: voteCategorySchema,
  /** A country (international) or a province (domestic), with the marker's real position. */
  origin: z.object({
    name: text,
    marker: coordinateSchema,
    /** Name of the flag picture in content/assets/flags (international dishes). */
    flag: text.optional(),
  }),
  /** `file`: a drawing in content/assets/dishes, or a photo uploaded in the console. */
  image: z.object({ file: text, alt: text }),
  /** The long description, in Markdown (content/dishes/<slug>.md in the first edition). */
  description: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const count = countWords(value);
      if (count < minimumDescriptionWords) {
        ctx.addIssue({ code: "custom", message: tooFewWords(minimumDescriptionWords, count) });
      }
    })
    // JSON Schema has no word count: the console's form reads this to count while one types.
    .meta({ minWords: minimumDescriptionWords }),
});
export const dishSchema = storedDishSchema.extend({
  name: text.max(dishNameMaxLength, "agar muat di judul poster QR stan (spasi ikut dihitung)"),
});
export type Dish = z.infer<typeof dishSchema>;

function checkCatalogue(dishes: z.infer<typeof storedDishSchema>[], ctx: z.RefinementCtx) {
  // Each dish's page address and its code are its own: a second dish with either is refused.
  const taken = { slug: new Set<string>(), id: new Set<string>() };
  const called = { slug: "slug", id: "kode" };
  for (const [index, dish] of dishes.entries()) {
    for (const key of ["slug", "id"] as const) {
      if (taken[key].has(dish[key])) {
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `sudah dipakai hidangan lain (“${dish[key]}”); setiap hidangan perlu ${called[key]} sendiri`,
        });
      }
      taken[key].add(dish[key]);
    }
    // The origin is chosen from the map's own list, whole: a hand-edited file cannot move a
    // marker off its place or give a country another's flag.
    const place = findPlace(dish.category, dish.origin.name);
    if (!place) {
      ctx.addIssue({ code: "custom", path: [index, "origin"], message: originNotListed });
    } else if (
      place.marker.longitude !== dish.origin.marker.longitude ||
      place.marker.latitude !== dish.origin.marker.latitude ||
      place.flag !== dish.origin.flag
    ) {
      ctx.addIssue({
        code: "custom",
        path: [index, "origin"],
        message: `harus dipilih ulang: penanda dan bendera ${place.name} harus sama dengan daftar peta`,
      });
    }
  }
}

export const dishCatalogueSchema = z.array(dishSchema).superRefine(checkCatalogue);
const storedDishCatalogueSchema = z.array(storedDishSchema).superRefine(checkCatalogue);

/** The About page's two paragraphs, in Markdown (content/about.md in the first edition). */
export const aboutSchema = z.object({
  body: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const count = paragraphsOf(value).length;
      if (count !== 2) {
        ctx.addIssue({
          code: "custom",
          message: `harus tepat dua paragraf, dipisahkan satu baris kosong (sekarang ${count})`,
        });
      }
    }),
});

/** Every string in a piece of content, with its path, for checks across the whole document. */
function stringsOf(
  value: unknown,
  path: (string | number)[],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((inner, index) => stringsOf(inner, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, [...path, key]));
}

function checkDocument(
  content: {
    festival: Festival;
    pages: Pages;
    dishes: readonly Pick<Dish, "category" | "slug">[];
    about: z.infer<typeof aboutSchema>;
  },
  ctx: z.RefinementCtx,
) {
  for (const { path, text } of stringsOf(content, [])) {
    for (const unknown of unknownPlaceholders(text)) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `memuat penanda {${unknown}} yang tidak dikenal; periksa ejaannya, contoh {product} atau {fullName}`,
      });
    }
  }
  // A menu's dish page must be a dish of this catalogue.
  const dishPaths = content.dishes.map((dish) => paths.dish(dish.category, dish.slug));
  for (const [index, link] of content.pages.navigation.links.entries()) {
    const problem = menuLinkProblem(link.to) ? undefined : menuLinkProblem(link.to, dishPaths);
    if (problem) {
      ctx.addIssue({
        code: "custom",
        path: ["pages", "navigation", "links", index, "to"],
        message: problem,
      });
    }
  }
  // A description must still fit once {fullName} is filled in; worded here, filled in.
  const values = festivalPlaceholders(content.festival);
  const filled = pagesSchema.safeParse(fillInEverywhere(content.pages, values), parseForWords);
  // Only what filling in broke: a field wrong as typed is already reported as typed.
  const asTyped = pagesSchema.safeParse(content.pages);
  const reported = new Set(
    (asTyped.success ? [] : asTyped.error.issues).map((issue) => issue.path.join(".")),
  );
  const broken = (filled.success ? [] : filled.error.issues)
    .filter((issue) => !reported.has(issue.path.join(".")))
    .map((issue) => ({
      ...issue,
      path: ["pages", ...issue.path.filter((key) => typeof key !== "symbol")],
    }));
  for (const issue of filledTextIssues(broken, content, values)) {
    ctx.addIssue({ code: "custom", ...issue });
  }
}

/**
 * The whole site's content: one document whose top-level keys are its sections. The build
 * and the console's server check it with this one schema, so nothing invalid is ever built
 * or published.
 */
export const siteContentSchema = z
  .object({
    festival: festivalSchema,
    pages: pagesSchema,
    dishes: dishCatalogueSchema,
    about: aboutSchema,
  })
  .superRefine(checkDocument);

/**
 * A document as stored by this or an earlier version: today's schema without the limits
 * added since for what is saved and published (a dish name's length). Read with it: frozen
 * releases, the draft as a whole, and the build of a release, so that an edition published
 * before a limit keeps serving and can be rebuilt; a save or a publish still meets the
 * limits, naming the field.
 */
export const storedSiteContentSchema = z
  .object({
    festival: festivalSchema,
    pages: pagesSchema,
    dishes: storedDishCatalogueSchema,
    about: aboutSchema,
  })
  .superRefine(checkDocument);
export type SiteContent = z.infer<typeof siteContentSchema>;
export type ContentSection = keyof SiteContent;
export const contentSections = [
  "festival",
  "pages",
  "dishes",
  "about",
] as const satisfies readonly ContentSection[];
