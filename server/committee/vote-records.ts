import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type {
  EmailLookupResponse,
  FlagReason,
  InvalidationCriteria,
  VoteRow,
  VoteStatus,
  VotesPage,
} from "../../common/committee-api";
import { voteStatuses } from "../../common/committee-api";
import { normalizeEmail } from "../../common/email";
import { isVoteCategory, voteCategories } from "../../common/vote-category";
import type { DatabaseSchema } from "../storage/schema";
import { erasedFormOf, erasedPrefix } from "../storage/vote-store";
import { canonicalAddress } from "../voting/address";

/**
 * `ra***@gmail.com`: enough for the committee to tell votes apart and see a suspicious
 * domain, never enough to read an address. Erased addresses have nothing left to show.
 */
export function maskEmail(email: string): string {
  if (email.startsWith(erasedPrefix)) return "(alamat dihapus)";
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  const local = email.slice(0, at);
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown)}***${email.slice(at)}`;
}

/** The column a cluster of flagged votes shares, by why they were flagged; duplicates share none. */
export function clusterColumn(reason: FlagReason): "network_hash" | "domain" | undefined {
  if (reason === "network_burst" || reason === "small_domains_burst") return "network_hash";
  if (reason === "domain_burst") return "domain";
  return undefined;
}

/** Every given criterion must hold; none given holds for every vote. For selects and updates alike. */
export function criteriaHold(criteria: InvalidationCriteria) {
  return (eb: ExpressionBuilder<DatabaseSchema, "votes">) => {
    const conditions = [];
    if (criteria.category) conditions.push(eb("category", "=", criteria.category));
    if (criteria.food) conditions.push(eb("food", "=", criteria.food));
    if (criteria.status) conditions.push(eb("status", "=", criteria.status));
    // Domains are validated to letters, digits, dots and dashes: they hold no LIKE wildcard.
    if (criteria.domain) {
      conditions.push(eb("email", "like", `%@${criteria.domain.toLowerCase()}`));
    }
    if (criteria.from) conditions.push(eb("created_at", ">=", criteria.from));
    if (criteria.to) conditions.push(eb("created_at", "<", criteria.to));
    if (criteria.voteId !== undefined) conditions.push(eb("id", "=", criteria.voteId));
    if (criteria.cluster) {
      const { reason, key } = criteria.cluster;
      conditions.push(eb("flag_reason", "=", reason));
      const column = clusterColumn(reason);
      if (column) conditions.push(eb(column, "=", key));
    }
    return eb.and(conditions);
  };
}

const isVoteStatus = (value: string): value is VoteStatus =>
  (voteStatuses as readonly string[]).includes(value);

type StoredVote = {
  id: number;
  category: string;
  food: string;
  email: string;
  status: string;
  created_at: string;
};

function toRow(vote: StoredVote): VoteRow[] {
  if (!isVoteCategory(vote.category) || !isVoteStatus(vote.status)) return [];
  return [
    {
      id: vote.id,
      category: vote.category,
      food: vote.food,
      maskedEmail: maskEmail(vote.email),
      status: vote.status,
      createdAt: vote.created_at,
    },
  ];
}

const columns = ["id", "category", "food", "email", "status", "created_at"] as const;

/** Newest first; `before` is the id where the previous page stopped. */
export async function votesPage(
  db: Kysely<DatabaseSchema>,
  filter: InvalidationCriteria & { before?: number; limit: number },
): Promise<VotesPage> {
  let page = db.selectFrom("votes").select(columns).where(criteriaHold(filter));
  if (filter.before !== undefined) page = page.where("id", "<", filter.before);
  const [rows, total] = await Promise.all([
    page
      .orderBy("id", "desc")
      .limit(filter.limit + 1)
      .execute(),
    db
      .selectFrom("votes")
      .select((select) => select.fn.countAll<string | number>().as("total"))
      .where(criteriaHold(filter))
      .executeTakeFirst(),
  ]);
  const votes = rows.slice(0, filter.limit).flatMap(toRow);
  return {
    votes,
    total: Number(total?.total ?? 0),
    nextBefore: rows.length > filter.limit ? (rows[filter.limit - 1]?.id ?? null) : null,
  };
}

/**
 * The current edition's votes, or an archived edition's: the same columns, so every filter
 * reads either.
 */
function votesOf(db: Kysely<DatabaseSchema>, archivedEdition: number | undefined) {
  if (archivedEdition === undefined) return db.selectFrom("votes");
  return db
    .selectFrom("archived_votes")
    .where("edition_id", "=", archivedEdition) as unknown as SelectQueryBuilder<
    DatabaseSchema,
    "votes",
    object
  >;
}

/**
 * Every vote matching the filter, oldest first, a batch at a time: for the export. Votes cast
 * after it began are left out. Each batch is the matching votes among the next `batchSize`
 * ids, so a filter that matches few votes never makes one query walk the whole table, and a
 * batch may be empty.
 */
export async function* voteBatches(
  db: Kysely<DatabaseSchema>,
  filter: InvalidationCriteria,
  /** An archived edition's votes (migration 022) instead of the current edition's. */
  archivedEdition?: number,
  // Small batches keep each step short and its garbage small: the export's memory stays flat.
  batchSize = 1_000,
): AsyncGenerator<VoteRow[]> {
  const source = () => votesOf(db, archivedEdition);
  const newest = await source()
    .select((select) => select.fn.max("id").as("id"))
    .executeTakeFirst();
  const lastId = Number(newest?.id ?? 0);
  for (let after = 0; after < lastId; after += batchSize) {
    // The id range is a subquery of its own (its LIMIT keeps SQLite from merging it): given
    // `category = ?` beside the range, SQLite would pick the category's index and walk all of
    // that category's votes for every batch.
    const span = source()
      .selectAll()
      .where("id", ">", after)
      .where("id", "<=", after + batchSize)
      .limit(batchSize)
      .as("votes");
    const rows = await db
      .selectFrom(span)
      .select(columns)
      .where(criteriaHold(filter))
      .orderBy("id")
      .execute();
    yield rows.flatMap(toRow);
  }
}

/**
 * "Cari email": whether and where one address voted, for a voter who says their vote was
 * not counted. It finds the address as typed or any alias of it (the canonical address:
 * `s.iswa+x@gmail.com` finds `siswa@gmail.com`), also after erasure, through keyed hashes.
 */
export async function lookUpEmail(
  db: Kysely<DatabaseSchema>,
  keyedHash: (value: string) => string,
  email: string,
): Promise<EmailLookupResponse> {
  const address = normalizeEmail(email);
  const voter = canonicalAddress(address) ?? address;
  const rows = await db
    .selectFrom("votes")
    .select(columns)
    // Both unique indexes lead with the category.
    .where("category", "in", [...voteCategories])
    .where((eb) =>
      eb.or([
        eb("email", "in", [address, erasedFormOf(keyedHash, address)]),
        eb("voter", "in", [voter, erasedFormOf(keyedHash, voter)]),
      ]),
    )
    .orderBy("id")
    .execute();
  return {
    maskedEmail: maskEmail(address),
    votes: rows.flatMap(toRow).map(({ maskedEmail: _masked, ...vote }) => vote),
  };
}
