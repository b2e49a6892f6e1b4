import type { Kysely } from "kysely";
import type { CommitteeSettings } from "../../common/committee-api";
import type { DatabaseSchema } from "../storage/schema";

/** The settings rows the console reads and writes (the hash key is read by storage only). */
export const settingNames = {
  resultsPublishedAt: "results_published_at",
  hideLiveCount: "hide_live_count",
  addressesErasedAt: "addresses_erased_at",
} as const;

export async function readSettings(db: Kysely<DatabaseSchema>): Promise<CommitteeSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["name", "value"])
    .where("name", "in", Object.values(settingNames))
    .execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? null;
  return {
    resultsPublishedAt: value(settingNames.resultsPublishedAt),
    hideLiveCount: value(settingNames.hideLiveCount) === "true",
    addressesErasedAt: value(settingNames.addressesErasedAt),
  };
}

export async function writeSetting(
  db: Kysely<DatabaseSchema>,
  setting: keyof typeof settingNames,
  value: string | null,
): Promise<void> {
  await db
    .insertInto("settings")
    .values({ name: settingNames[setting], value })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
    .execute();
}
