import { type Kysely, sql } from "kysely";
import type {
  CategoryResults,
  DishResult,
  PublicResultsResponse,
  ResultsResponse,
  TimelineResponse,
} from "../../common/committee-api";
import { ranked } from "../../common/ranking";
import { isVoteCategory, voteCategories } from "../../common/vote-category";
import { votingStatusAt } from "../../common/voting-window";
import type { Catalogue } from "../content/catalogue";
import type { DatabaseSchema } from "../storage/schema";
import { archivedDishes } from "./edition-catalogue";
import { editionScope, findEdition } from "./editions";
import { currentEditionSpan, type FormerNames, formerNamesIn } from "./former-names";
import {
  type AnnouncedCategories,
  type AnnouncedResults,
  announcedResults,
  announceResults,
  archivedAnnouncement,
} from "./results-record";
import { readSettings } from "./settings";
import { readWindows } from "./voting-windows";

/** Every dish's counts, read from the running totals: a few dozen rows, however many votes. */
async function dishCounts(db: Kysely<DatabaseSchema>, catalogue: Catalogue) {
  const [valid, others, formerNames] = await Promise.all([
    db
      .selectFrom("vote_totals")
      .select(["category", "food", (select) => select.fn.sum<string | number>("votes").as("votes")])
      .groupBy(["category", "food"])
      .execute(),
    db.selectFrom("vote_status_totals").selectAll().execute(),
    currentEditionSpan(db).then((span) => formerNamesIn(db, span)),
  ]);
  const validOf = (category: string, food: string) =>
    Number(valid.find((row) => row.category === category && row.food === food)?.votes ?? 0);
  const otherOf = (category: string, food: string, status: string) =>
    others.find((row) => row.category === category && row.food === food && row.status === status)
      ?.votes ?? 0;
  return (category: (typeof voteCategories)[number]): DishResult[] =>
    catalogue.dishesIn(category).map((dish) => ({
      food: dish.id,
      slug: dish.slug,
      name: dish.name,
      formerNames: formerNames(category, dish.id, dish.name),
      classLabel: dish.classLabel,
      votes: validOf(category, dish.id),
      invalidated: otherOf(category, dish.id, "invalidated"),
      pending: otherOf(category, dish.id, "pending"),
      flagged: otherOf(category, dish.id, "flagged"),
    }));
}

const sum = (dishes: DishResult[], field: "votes" | "invalidated" | "pending" | "flagged") =>
  dishes.reduce((total, dish) => total + dish[field], 0);

const totalsOf = (dishes: DishResult[]): CategoryResults["totals"] => ({
  votes: sum(dishes, "votes"),
  invalidated: sum(dishes, "invalidated"),
  pending: sum(dishes, "pending"),
  flagged: sum(dishes, "flagged"),
});

export async function committeeResults(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  now = new Date(),
): Promise<ResultsResponse> {
  const [countsIn, windows, settings] = await Promise.all([
    dishCounts(db, catalogue),
    readWindows(db),
    readSettings(db),
  ]);
  const categories = voteCategories.map((category): CategoryResults => {
    const dishes = countsIn(category);
    return {
      category,
      window: votingStatusAt(windows[category], now),
      dishes: ranked(dishes),
      totals: totalsOf(dishes),
    };
  });
  return { generatedAt: now.toISOString(), categories, settings };
}

/**
 * An archived edition's ranking as the console shows it, counted from its archived votes: its
 * voting closed when the next edition opened. Its dishes are named and classed as they were
 * when it closed (edition-catalogue.ts), whatever later editions did to them.
 */
export async function archivedResults(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  editionId: number,
  now = new Date(),
): Promise<ResultsResponse> {
  const [rows, edition, announced, formerNames, dishesThen] = await Promise.all([
    db
      .selectFrom("archived_votes")
      .select(["category", "food", "status", (eb) => eb.fn.countAll<string | number>().as("votes")])
      .where("edition_id", "=", editionId)
      .groupBy(["category", "food", "status"])
      .execute(),
    db
      .selectFrom("editions")
      .select(["archived_at", "addresses_erased_at"])
      .where("id", "=", editionId)
      .executeTakeFirst(),
    archivedAnnouncement(db, editionId),
    archivedFormerNames(db, catalogue, editionId),
    archivedDishes(db, catalogue, editionId),
  ]);
  const count = (category: string, food: string, status: string) =>
    Number(
      rows.find((row) => row.category === category && row.food === food && row.status === status)
        ?.votes ?? 0,
    );
  const categories = voteCategories.map((category): CategoryResults => {
    const known = dishesThen.dishesIn(category).map((dish) => dish.id);
    const voted = rows.filter((row) => row.category === category).map((row) => row.food);
    const dishes = [...new Set([...known, ...voted])].map((food): DishResult => {
      const dish = dishesThen.find(category, food);
      return {
        food,
        slug: dish?.slug ?? food,
        name: dish?.name ?? food,
        formerNames: formerNames(category, food, dish?.name ?? food),
        classLabel: dish?.classLabel ?? "",
        votes: count(category, food, "valid"),
        invalidated: count(category, food, "invalidated"),
        pending: count(category, food, "pending"),
        flagged: count(category, food, "flagged"),
      };
    });
    return {
      category,
      window: { opensAt: null, closesAt: edition?.archived_at ?? null, state: "closed" },
      dishes: ranked(dishes),
      totals: totalsOf(dishes),
    };
  });
  return {
    generatedAt: now.toISOString(),
    categories,
    settings: {
      resultsPublishedAt: announced?.publishedAt ?? null,
      hideLiveCount: false,
      addressesErasedAt: edition?.addresses_erased_at ?? null,
    },
  };
}

/** The names corrected during an archived edition, from its own part of the log. */
async function archivedFormerNames(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  editionId: number,
): Promise<FormerNames> {
  const scope = await editionScope(db, catalogue.festival(), editionId);
  return formerNamesIn(db, scope?.auditSpan ?? { after: 0, upTo: null });
}

/**
 * The ranking for everybody, once (and only while) the committee has published it: the
 * results frozen when they were announced (results-record.ts), never today's counts.
 */
export async function publicResults(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
): Promise<PublicResultsResponse> {
  const announced = await currentAnnouncement(db, catalogue);
  if (!announced) return { published: false };
  return { published: true, publishedAt: announced.publishedAt, categories: announced.categories };
}

/**
 * The results an edition announced, by its year: the current edition's as `/api/results`
 * answers them, an archived one's from its snapshot. Undefined for a year without an edition.
 */
export async function publicResultsOf(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
  year: number,
): Promise<PublicResultsResponse | undefined> {
  const edition = await findEdition(db, catalogue.festival(), { year });
  if (!edition) return undefined;
  if (edition.status === "current") return publicResults(db, catalogue);
  const announced = await archivedAnnouncement(db, edition.id);
  if (!announced) return { published: false };
  return { published: true, publishedAt: announced.publishedAt, categories: announced.categories };
}

/**
 * The announced results, if the results are published. An install that published before
 * results were frozen (migration 020) has none yet: they are frozen now, from the counts and
 * names of this moment, dated when they were published, once.
 */
export async function currentAnnouncement(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
): Promise<AnnouncedResults | undefined> {
  const settings = await readSettings(db);
  if (!settings.resultsPublishedAt) return undefined;
  return (
    (await announcedResults(db)) ??
    (await announceResults(db, {
      publishedAt: settings.resultsPublishedAt,
      publishedBy: adoptedAnnouncer,
      categories: await rankingNow(db, catalogue),
      // Unstamped: the current edition's, stamped with its id when the next one opens.
      editionId: null,
    }))
  );
}

/** Who "published" results that were announced before they were frozen. */
export const adoptedAnnouncer = "(diumumkan sebelum pembaruan)";

/** Every category's ranking by valid votes as the totals have it now: what an announcement freezes. */
export async function rankingNow(
  db: Kysely<DatabaseSchema>,
  catalogue: Catalogue,
): Promise<AnnouncedCategories> {
  const countsIn = await dishCounts(db, catalogue);
  return voteCategories.map((category) => ({
    category,
    // The public answer names a dish by its page's slug, as announced.
    dishes: ranked(countsIn(category)).map(({ slug, name, classLabel, votes, rank }) => ({
      food: slug,
      name,
      classLabel,
      votes,
      rank,
    })),
  }));
}

/** Valid votes per hour and category; `created_at` is an ISO string, so its first 13 characters are the hour. */
export async function timeline(db: Kysely<DatabaseSchema>): Promise<TimelineResponse> {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const rows = await db
    .selectFrom("votes")
    .select([
      hour.as("hour"),
      "category",
      (select) => select.fn.countAll<string | number>().as("votes"),
    ])
    .where("status", "=", "valid")
    .groupBy([hour, "category"])
    .orderBy(hour)
    .execute();
  return {
    hours: rows.flatMap((row) =>
      isVoteCategory(row.category)
        ? [{ hour: `${row.hour}:00:00.000Z`, category: row.category, votes: Number(row.votes) }]
        : [],
    ),
  };
}
