import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * The data an earlier version of the site left behind (tests/fixtures/upgrade-from-<commit>,
 * made by scripts/make-upgrade-fixture.ts running that version): its SQLite database, with
 * a published release and votes, and what the test should find in it.
 */
const manifestSchema = z.object({
  commit: z.string(),
  releaseId: z.string(),
  homeTitle: z.string(),
  editor: z.object({ username: z.string(), password: z.string() }),
  votes: z.record(z.string(), z.record(z.string(), z.number())),
  /** Made with `--announce`: the admin who closed the vote and announced the results. */
  admin: z.object({ username: z.string(), password: z.string() }).optional(),
  announcedAt: z.string().optional(),
});

export type UpgradeFixture = { database: string; manifest: z.infer<typeof manifestSchema> };

export function upgradeFixtureFrom(commit: string): UpgradeFixture {
  const folder = resolve(import.meta.dirname, `fixtures/upgrade-from-${commit}`);
  return {
    database: resolve(folder, "fb8.sqlite"),
    manifest: manifestSchema.parse(
      JSON.parse(readFileSync(resolve(folder, "manifest.json"), "utf8")),
    ),
  };
}

/** The version that added content editing: its release predates fields added since. */
export const upgradeFixture = upgradeFixtureFrom("63b2a21");

/** The version before editions: votes in both categories, voting closed, results announced. */
export const beforeEditionsFixture = upgradeFixtureFrom("debeac8");
