import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type SiteContent, storedSiteContentSchema } from "../../common/content-schema";
import { countries, provinces } from "../../common/map-places";
import { readContentFolder } from "../../content/content-folder.server";
import { artInputsOf } from "./art-inputs";

const repository = storedSiteContentSchema.parse(
  await readContentFolder(join(process.cwd(), "content")),
);

function place(list: typeof provinces, name: string) {
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not on the maps' list`);
  return found;
}

/** The repository's content with one more dish, drawn with an existing dish's picture. */
function withNewDish(): SiteContent {
  const content = structuredClone(repository);
  const rendang = content.dishes.find((dish) => dish.slug === "rendang");
  if (!rendang) throw new Error("the repository's catalogue has no rendang");
  const papua = place(provinces, "Papua");
  content.dishes.push({
    ...structuredClone(rendang),
    id: "papeda",
    slug: "papeda",
    name: "Papeda",
    origin: { name: papua.name, marker: papua.marker },
  });
  return storedSiteContentSchema.parse(content);
}

describe("the art inputs of a release", () => {
  it("stay the same when a dish is added, so its publish is rendered, not built", () => {
    expect(artInputsOf(withNewDish())).toBe(artInputsOf(repository));
  });

  it("stay the same when a dish's origin moves, but not when it flies a new flag", () => {
    const moved = structuredClone(repository);
    const rendang = moved.dishes.find((dish) => dish.slug === "rendang");
    if (!rendang) throw new Error("the repository's catalogue has no rendang");
    const aceh = place(provinces, "Aceh");
    rendang.origin = { name: aceh.name, marker: aceh.marker };
    expect(artInputsOf(moved)).toBe(artInputsOf(repository));

    // The flags are still drawn into the map's sprite by the build.
    const flown = structuredClone(repository);
    const dish = flown.dishes.find((entry) => entry.category === "international");
    const used = new Set(repository.dishes.flatMap((entry) => entry.origin.flag ?? []));
    const country = countries.find((entry) => entry.flag && !used.has(entry.flag));
    if (!dish || !country) throw new Error("no international dish or no unused flag");
    dish.origin = { name: country.name, flag: country.flag, marker: country.marker };
    expect(artInputsOf(flown)).not.toBe(artInputsOf(repository));
  });
});
