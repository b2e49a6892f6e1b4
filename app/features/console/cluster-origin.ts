import type { ClusterKey, FlaggedCluster } from "../../../common/committee-api";
import { findDish } from "../../../content";
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

/** A dish of a cluster by its name in the catalogue; a dish since removed keeps its slug. */
export function dishName(dish: FlaggedCluster["dishes"][number]): string {
  return findDish(dish.category, dish.food)?.name ?? dish.food;
}
