import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dishCatalogueSchema, dishSchema } from "./content-schema";
import { countries, findPlace, originNotListed, placesFor, provinces } from "./map-places";

// Read as a file: common/ imports nothing of the project outside itself.
const dishes = dishSchema
  .omit({ description: true })
  .array()
  .parse(JSON.parse(readFileSync("content/dishes.json", "utf8")));

const flagFile = (flag: string) => `content/assets/flags/${flag}.svg`;
const flagIconsFile = (flag: string) => `node_modules/flag-icons/flags/4x3/${flag}.svg`;

describe("map places", () => {
  it("has every province of Indonesia and the countries of G20 and ASEAN", () => {
    expect(provinces).toHaveLength(38);
    const names = countries.map((place) => place.name);
    for (const member of ["Amerika Serikat", "Inggris", "Turki", "Afrika Selatan", "Brasil"]) {
      expect(names).toContain(member);
    }
    for (const member of ["Malaysia", "Singapura", "Thailand", "Vietnam", "Timor Leste"]) {
      expect(names).toContain(member);
    }
  });

  it("finds every dish of the first edition with its marker and flag as published", () => {
    for (const dish of dishes) {
      const place = findPlace(dish.category, dish.origin.name);
      expect(place, dish.slug).toBeDefined();
      expect(place?.marker, dish.slug).toEqual(dish.origin.marker);
      expect(place?.flag, dish.slug).toBe(dish.origin.flag);
    }
  });

  it("offers provinces for a domestic dish and countries for an international one", () => {
    expect(placesFor("domestic")).toBe(provinces);
    expect(placesFor("international")).toBe(countries);
    expect(findPlace("domestic", "Jepang")).toBeUndefined();
    expect(findPlace("international", "Bali")).toBeUndefined();
  });

  it("names each place once per list", () => {
    for (const list of [provinces, countries]) {
      const names = list.map((place) => place.name);
      expect(new Set(names).size).toBe(names.length);
    }
    const flags = countries.map((place) => place.flag);
    expect(new Set(flags).size).toBe(flags.length);
  });

  it("puts provinces in Indonesia and every marker on the globe", () => {
    for (const { name, marker } of provinces) {
      expect(marker.longitude, name).toBeGreaterThanOrEqual(95);
      expect(marker.longitude, name).toBeLessThanOrEqual(141);
      expect(marker.latitude, name).toBeGreaterThanOrEqual(-11);
      expect(marker.latitude, name).toBeLessThanOrEqual(6);
      expect(name).not.toMatch(/^\s|\s$/);
    }
    for (const { name, marker } of countries) {
      expect(Math.abs(marker.longitude), name).toBeLessThanOrEqual(180);
      expect(Math.abs(marker.latitude), name).toBeLessThanOrEqual(90);
    }
  });

  it("gives each country a flag in content/assets/flags, as flag-icons drew it", () => {
    for (const { name, flag } of countries) {
      if (!flag) throw new Error(`${name} has no flag`);
      expect(existsSync(flagFile(flag)), name).toBe(true);
      expect(readFileSync(flagFile(flag), "utf8"), name).toBe(
        readFileSync(flagIconsFile(flag), "utf8"),
      );
    }
    expect(provinces.every((place) => place.flag === undefined)).toBe(true);
  });
});

describe("the dish catalogue's schema", () => {
  const description = "Kata ".repeat(200).trim();
  const [first] = dishes;
  if (!first) throw new Error("content/dishes.json has no dish");
  const catalogueWith = (dish: typeof first) => [{ ...dish, description }];
  const issuesOf = (dish: typeof first) => {
    const result = dishCatalogueSchema.safeParse(catalogueWith(dish));
    return result.success
      ? []
      : result.error.issues.map(({ path, message }) => ({ path, message }));
  };

  it("takes every origin exactly as the list has it", () => {
    expect(issuesOf(first)).toEqual([]);
    const bali = findPlace("domestic", "Bali");
    if (!bali) throw new Error("Bali is not listed");
    expect(issuesOf({ ...first, category: "domestic", origin: bali })).toEqual([]);
  });

  it("refuses a name off the category's list, naming the origin", () => {
    expect(issuesOf({ ...first, origin: { ...first.origin, name: "Atlantis" } })).toEqual([
      { path: [0, "origin"], message: originNotListed },
    ]);
    // A country is no province: the list follows the category.
    expect(issuesOf({ ...first, category: "domestic" })).toEqual([
      { path: [0, "origin"], message: originNotListed },
    ]);
  });

  it("refuses a listed place with its marker moved or another flag", () => {
    const moved = { ...first.origin, marker: { longitude: 0, latitude: 0 } };
    expect(issuesOf({ ...first, origin: moved })).toHaveLength(1);
    expect(issuesOf({ ...first, origin: { ...first.origin, flag: "fr" } })).toHaveLength(1);
    expect(
      issuesOf({ ...first, origin: { name: first.origin.name, marker: first.origin.marker } }),
    ).toHaveLength(1);
  });
});
