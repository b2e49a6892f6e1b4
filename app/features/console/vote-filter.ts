import type { InvalidationCriteria, VoteFilter } from "../../../common/committee-api";
import { voteStatuses } from "../../../common/committee-api";
import { isVoteCategory } from "../../../common/vote-category";
import { fromWibInputValue } from "../../../common/wib";
import { clusterOrigin } from "./cluster-origin";
import { wibCompact } from "./format";
import { texts } from "./texts";

/**
 * The votes screen keeps its filter in the address (`?category=domestic&from=2022-06-12T08:00`),
 * so a reload or a shared link shows the same votes. Times stay as typed in WIB there and
 * become ISO instants only for the API.
 */
export const filterFields = ["category", "food", "status", "domain", "from", "to"] as const;

export function filterOf(search: URLSearchParams): VoteFilter {
  const category = search.get("category") ?? "";
  const status = search.get("status") ?? "";
  const food = search.get("food") ?? "";
  const domain = (search.get("domain") ?? "").trim().replace(/^@/, "");
  const from = fromWibInputValue(search.get("from") ?? "");
  const to = fromWibInputValue(search.get("to") ?? "");
  const filter: VoteFilter = {};
  if (isVoteCategory(category)) filter.category = category;
  const knownStatus = voteStatuses.find((known) => known === status);
  if (knownStatus) filter.status = knownStatus;
  if (food) filter.food = food;
  if (domain) filter.domain = domain;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The form's fields with a value, as the address's query. */
export function searchOf(form: FormData): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of filterFields) {
    const value = String(form.get(field) ?? "").trim();
    if (value) search.set(field, value);
  }
  return search;
}

/** Criteria in words: "Kategori: Domestik; Domain email: mailinator.com". */
export function describeCriteria(
  criteria: InvalidationCriteria,
  dishName: (food: string) => string,
  fromFilter = false,
): string {
  const parts: string[] = [];
  if (criteria.voteId !== undefined) parts.push(`#${criteria.voteId}`);
  if (criteria.cluster) parts.push(`${texts.defences.cluster}: ${clusterOrigin(criteria.cluster)}`);
  if (criteria.category) {
    parts.push(`${texts.votes.category}: ${texts.categories[criteria.category]}`);
  }
  if (criteria.food) parts.push(`${texts.votes.dish}: ${dishName(criteria.food)}`);
  if (criteria.domain) parts.push(`${texts.votes.domain}: ${criteria.domain}`);
  if (criteria.from) parts.push(`${texts.votes.from}: ${wibCompact(criteria.from)}`);
  if (criteria.to) parts.push(`${texts.votes.to}: ${wibCompact(criteria.to)}`);
  if (!fromFilter) return parts.join("; ");
  return parts.length === 0
    ? texts.invalidate.noCriteria
    : texts.invalidate.criteria(parts.join("; "));
}
