import type { Kysely } from "kysely";
import type { CommitteeSettings } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/** The settings rows the console reads and writes (the hash key is read by storage only). */
const names = {
  resultsPublishedAt: "results_published_at",
  hideLiveCount: "hide_live_count",
  addressesErasedAt: "addresses_erased_at",
} as const;

export async function readSettings(db: Kysely<DatabaseSchema>): Promise<CommitteeSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["name", "value"])
    .where("name", "in", Object.values(names))
    .execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? null;
  return {
    resultsPublishedAt: value(names.resultsPublishedAt),
    hideLiveCount: value(names.hideLiveCount) === "true",
    addressesErasedAt: value(names.addressesErasedAt),
  };
}

export async function writeSetting(
  db: Kysely<DatabaseSchema>,
  setting: keyof typeof names,
  value: string | null,
): Promise<void> {
  await db
    .insertInto("settings")
    .values({ name: names[setting], value })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
    .execute();
}
