import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * The data an earlier version of the site left behind (tests/fixtures/upgrade-from-63b2a21,
 * made by scripts/make-upgrade-fixture.ts running that version): its SQLite database, with
 * a published release and votes, and what the test should find in it.
 */
const folder = resolve(import.meta.dirname, "fixtures/upgrade-from-63b2a21");

const manifestSchema = z.object({
  commit: z.string(),
  releaseId: z.string(),
  homeTitle: z.string(),
  editor: z.object({ username: z.string(), password: z.string() }),
  votes: z.record(z.string(), z.record(z.string(), z.number())),
});

export const upgradeFixture = {
  database: resolve(folder, "fb8.sqlite"),
  manifest: manifestSchema.parse(
    JSON.parse(readFileSync(resolve(folder, "manifest.json"), "utf8")),
  ),
};
