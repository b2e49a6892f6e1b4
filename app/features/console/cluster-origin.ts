import type { ClusterKey, FlaggedCluster, ResultsResponse } from "../../../common/committee-api";
import { texts } from "./texts";

/**
 * Where a flagged cluster came from, in words: a network by the start of its keyed hash (the
 * console never sees an IP), alone or at many small domains; a domain by its name; and
 * every duplicate address as one.
 */
export function clusterOrigin(cluster: ClusterKey): string {
  switch (cluster.reason) {
    case "network_burst":
      return texts.defences.network(cluster.key);
    case "small_domains_burst":
      return texts.defences.smallDomains(cluster.key);
    case "domain_burst":
      return cluster.key;
    case "duplicate_address":
      return texts.defences.duplicate;
  }
}

/**
 * A dish of a cluster by its name in the catalogue, as the console's ranking names every dish
 * of it (GET /api/panitia/results); a dish since removed, or a ranking that could not be read,
 * keeps its slug.
 */
export function dishName(
  dish: FlaggedCluster["dishes"][number],
  ranking: ResultsResponse | undefined,
): string {
  const named = ranking?.categories
    .find((entry) => entry.category === dish.category)
    ?.dishes.find((entry) => entry.food === dish.food);
  return named?.name ?? dish.food;
}
