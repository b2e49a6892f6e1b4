import places from "./map-places.json" with { type: "json" };
import type { VoteCategory } from "./vote-category";

/**
 * The places a dish can come from, as the 8trepreneur maps draw them: a province's capital on
 * Indonesia's map, a country's centre (with its flag) on the world map. The console offers
 * only these, and the content schema refuses any other name, marker or flag, so an origin is
 * chosen, never typed, and a marker cannot land in the sea.
 *
 * The list is data (map-places.json), read here without Zod: the server's schema and the
 * console's editor both import it, and the editor's chunk should not grow by a validation
 * library for a list.
 *
 * The places of the first edition's dishes (content/dishes.json) keep their markers to the
 * digit, four decimals for the provinces, so the published maps do not move; the others are
 * rounded to two decimals, about a kilometre, finer than a map marker.
 */
export type MapMarker = { longitude: number; latitude: number };
export type MapPlace = {
  /** Indonesian, as the site writes it ("Jakarta", "Korea Selatan"). */
  name: string;
  marker: MapMarker;
  /** A flag picture in content/assets/flags (countries only; a province has a pin). */
  flag?: string;
};

/**
 * The 38 provinces, west to east, each at its capital (named in the data; Kalimantan Selatan's
 * is Banjarbaru since 2022).
 */
export const provinces: readonly MapPlace[] = places.provinces.map(
  ({ name, longitude, latitude }) => ({ name, marker: { longitude, latitude } }),
);

/**
 * Countries a class could plausibly cook from: the first edition's (their markers as
 * published), the rest of the G20, ASEAN (Timor Leste included since 2025), and other homes of
 * dishes schools often bring. Each flag is flag-icons' `flags/4x3/<flag>.svg`, copied unchanged
 * into content/assets/flags like the first nine; the build puts only the flags dishes use into
 * the map's sprite (scripts/build-images.ts), so a long list costs the site nothing. Indonesia
 * is left out: its dishes are domestic.
 */
export const countries: readonly MapPlace[] = [
  ...places.countries.firstEdition,
  ...places.countries.g20,
  ...places.countries.asean,
  ...places.countries.others,
].map(({ name, flag, longitude, latitude }) => ({ name, flag, marker: { longitude, latitude } }));

/**
 * The schema's refusal of an origin off the list, and the console's words when a changed
 * category leaves the chosen origin off the other list: one text, so both say the same.
 */
export const originNotListed =
  "Asal harus dipilih dari daftar peta: provinsi untuk hidangan domestik, negara untuk hidangan internasional";

/** A domestic dish comes from a province, an international one from a country. */
export function placesFor(category: VoteCategory): readonly MapPlace[] {
  return category === "domestic" ? provinces : countries;
}

export function findPlace(category: VoteCategory, name: string): MapPlace | undefined {
  return placesFor(category).find((place) => place.name === name);
}
