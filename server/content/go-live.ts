import type { Kysely } from "kysely";
import type { SiteContent } from "../../common/content-schema";
import { type Database, lockedOnPostgres } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { StoredDataError } from "../storage/vote-store";
import { type VotedDishRefusal, votedDishRefusal } from "./dish-safety";
import { markSlugsServed } from "./dish-slugs";
import { type BuildOwner, findRelease } from "./releases";

export type GoLiveOutcome =
  | { live: true; before: SiteContent | undefined }
  /** Not ready (or, for a build, reclaimed by another process), or the pointer moved on. */
  | { live: false; why: "not_ready" | "pointer_moved" }
  | { live: false; why: "voted_dish"; refusal: VotedDishRefusal };

class Refused extends Error {
  constructor(readonly refusal: VotedDishRefusal) {
    super(refusal.message);
  }
}

/**
 * Moves `content_live` to a release, in one transaction that first takes the pointer (FOR
 * UPDATE on PostgreSQL; SQLite's one writer between two group commits) and re-checks there
 * the rule about the vote record (dish-safety.ts `votedDishRefusal`) against the votes
 * committed by then. A vote is stored only while the pointer names the release it was checked
 * against (the vote batches read the pointer FOR SHARE), so no vote can reach a dish between
 * this check and the move: a publish, a "Kembalikan" and a first release all pass here.
 *
 * - `expected`: only if the pointer still names that release (a "Kembalikan" loses to a
 *   publish that went live meanwhile); undefined: whatever it names.
 * - `readyFor`: a build of `owner` becomes ready in the same transaction (building -> ready),
 *   so a build refused here stays building, and its caller fails it with the refusal.
 * - `alongside`: what must be recorded with the move (name corrections), both or neither;
 *   it is handed the content that was live.
 * - `firstEdition`: what is live before any release (the repository's content).
 */
export async function goLive(
  database: Pick<Database, "kind" | "transaction">,
  move: {
    id: string;
    by: string;
    expected?: string;
    readyFor?: { owner: BuildOwner; log: string };
    firstEdition: SiteContent;
    alongside?: (trx: Kysely<DatabaseSchema>, before: SiteContent | undefined) => Promise<void>;
  },
): Promise<GoLiveOutcome> {
  const now = new Date().toISOString();
  try {
    return await database.transaction(async (trx): Promise<GoLiveOutcome> => {
      const pointer = await lockedOnPostgres(
        database,
        trx.selectFrom("content_live").select("release_id").where("id", "=", 1),
      ).executeTakeFirst();
      const current = pointer?.release_id;
      if (move.expected !== undefined && current !== move.expected) {
        return { live: false, why: "pointer_moved" };
      }
      if (move.readyFor) {
        const marked = await trx
          .updateTable("content_releases")
          .set({ status: "ready", log: move.readyFor.log, finished_at: now })
          .where("id", "=", move.id)
          .where("status", "=", "building")
          .where("owner_instance", "=", move.readyFor.owner.instance)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return { live: false, why: "not_ready" };
      }
      const release = await findRelease(trx, move.id);
      if (release?.status !== "ready") return { live: false, why: "not_ready" };
      const before = current ? await readableContent(trx, current) : move.firstEdition;
      const refusal = await votedDishRefusal(trx, before?.dishes ?? [], release.content.dishes);
      // Thrown, so that the build's "ready" above is rolled back with everything else.
      if (refusal) throw new Refused(refusal);
      if (pointer) {
        await trx
          .updateTable("content_live")
          .set({ release_id: move.id, since: now, set_by: move.by })
          .where("id", "=", 1)
          .execute();
      } else {
        await trx
          .insertInto("content_live")
          .values({ id: 1, release_id: move.id, since: now, set_by: move.by })
          .execute();
      }
      await trx
        .updateTable("content_releases")
        .set({ live_since: now })
        .where("id", "=", move.id)
        .execute();
      // Both sides: the slugs served until now stay former slugs of their dishes.
      await markSlugsServed(trx, [...(before?.dishes ?? []), ...release.content.dishes], now);
      await move.alongside?.(trx, before);
      return { live: true, before };
    });
  } catch (error) {
    const refused = error instanceof Refused ? error : causeOf(error);
    if (refused) return { live: false, why: "voted_dish", refusal: refused.refusal };
    throw error;
  }
}

/**
 * The live release's content, or none when this version cannot read it (a newer version
 * published it): the committee must still be able to publish over it. Then the voted dishes
 * are checked by id and category only, and named by their ids.
 */
async function readableContent(db: Kysely<DatabaseSchema>, id: string) {
  try {
    return (await findRelease(db, id))?.content;
  } catch (error) {
    if (error instanceof StoredDataError) return undefined;
    throw error;
  }
}

/** database.transaction wraps what fails in it (StorageUnavailableError): the cause is ours. */
function causeOf(error: unknown): Refused | undefined {
  if (error instanceof Error && error.cause instanceof Refused) return error.cause;
  return undefined;
}
