import type { SiteContent } from "../common/content-schema";
import { firstEditionOfRepository } from "../server/content/first-edition";

/**
 * The repository's first edition with one domestic dish more, Es Doger of XII IPS B (at
 * /8trepreneur/domestic/es-doger), as a release that added it would publish it.
 */
export async function editionWithEsDoger(): Promise<{
  firstEdition: SiteContent;
  withEsDoger: SiteContent;
}> {
  const firstEdition = await firstEditionOfRepository();
  const [model] = firstEdition.dishes.filter((dish) => dish.category === "domestic");
  if (!model) throw new Error("the first edition has a domestic dish");
  const added = {
    ...model,
    id: "es-doger",
    slug: "es-doger",
    name: "Es Doger",
    classLabel: "XII IPS B",
  };
  return {
    firstEdition,
    withEsDoger: { ...firstEdition, dishes: [...firstEdition.dishes, added] },
  };
}
