import type { FastifyBaseLogger } from "fastify";
import type { ContentSwitchResponse } from "../../common/content-api";
import { type SiteContent, siteContentSchema } from "../../common/content-schema";
import { posterTextIssues } from "../../common/poster-text";
import { recordAudit } from "../committee/audit-log";
import { posterCanDraw } from "../festival-day/poster-assets";
import type { Database } from "../storage/database";
import { type BuildBusy, beginRelease, previewBuilding } from "./build-turn";
import type { BuiltFolder } from "./builder";
import type { Catalogue } from "./catalogue";
import { type VotedDishRefusal, votedDishChanges, votedDishRefusal } from "./dish-safety";
import type { DraftReader } from "./drafts";
import { type GoLiveOutcome, goLive } from "./go-live";
import { recordNameCorrections } from "./name-corrections";
import {
  type BuildOwner,
  claimSwitch,
  endSwitch,
  failRelease,
  findRelease,
  liveReleaseId,
  pruneReleases,
} from "./releases";
import { inIndonesian, issuesOf } from "./upgrade-content";

/** What the editor's two actions need of the process's publisher (publisher.ts). */
export type PublishContext = {
  database: Database;
  catalogue: Catalogue;
  readDraft: DraftReader;
  log: FastifyBaseLogger;
  owner: BuildOwner;
  /** The releases this process builds now: their heartbeat is renewed while they are in it. */
  owned: Set<string>;
  /** Work that goes on after the answer: the server's closing waits for it (publisher.ts). */
  inBackground: (work: Promise<void>) => void;
  now: () => number;
  /** The release's folder here with today's archive, if rendered; none otherwise. */
  builtHere: (id: string) => Promise<BuiltFolder | undefined>;
  /** The release's folder here with today's archive, rendered first if missing. */
  ensureBuilt: (id: string, content: SiteContent) => Promise<BuiltFolder>;
  /** Runs a step between two follows of the live pointer, never during one. */
  inFollowOrder: <T>(step: () => Promise<T>) => Promise<T>;
  /** This process serves the release from now on. */
  nowServing: (id: string, content: SiteContent, folder: BuiltFolder) => void;
  /** The other processes follow the pointer this one moved, without waiting for their poll. */
  announceLive: () => void;
  /** How long a publish waits for a preview being rendered before it says `preview_busy`. */
  previewWaitMs: number;
  /** What is live before any release: the repository's content. */
  firstEdition: SiteContent;
  /** The content of the live release as this process reads it; none before the first. */
  liveContent: () => Promise<SiteContent | undefined>;
  removeFolders: (forgotten: string[]) => Promise<void>;
};

/**
 * The editor's two actions on releases: "Terbitkan" freezes the draft, builds it and makes it
 * live; "Kembalikan" makes a kept release live again. Both answer at once and finish in the
 * background; the follow of every process (publisher.ts) serves what they made live.
 */
export function createPublishActions(context: PublishContext) {
  const { log, owner, owned, now, ensureBuilt, inFollowOrder, nowServing } = context;
  const db = context.database.db;

  /**
   * A preview renders in a second or two, and each save renders one once a preview was asked
   * for (live preview): "Terbitkan" right after a save waits for it instead of refusing.
   */
  async function previewEnded(deadline: number): Promise<boolean> {
    while (await previewBuilding(db)) {
      if (Date.now() >= deadline) return false;
      await new Promise((done) => setTimeout(done, 100));
    }
    return true;
  }

  async function publish(
    actor: string,
  ): Promise<{ id: string } | BuildBusy | { issues: { path: PropertyKey[]; message: string }[] }> {
    // The wall clock: tests move the publisher's own clock, and this wait is real.
    const deadline = Date.now() + context.previewWaitMs;
    if (!(await previewEnded(deadline))) return "preview_busy";
    const draft = await context.readDraft();
    // Every save was checked, but the whole draft is checked once more as it is frozen.
    const checked = siteContentSchema.safeParse(draft.content, inIndonesian);
    if (!checked.success) return { issues: issuesOf(checked.error) };
    const unprintable = posterTextIssues(checked.data, posterCanDraw());
    if (unprintable.length > 0) return { issues: unprintable };
    // Votes may have reached a dish since the draft dropped it: checked against what is live.
    const live = await context.liveContent();
    const moved = live ? await votedDishChanges(db, live.dishes, checked.data.dishes) : [];
    if (moved.length > 0) return { issues: moved };
    const begin = () =>
      beginRelease(db, {
        revision: draft.revision,
        content: draft.content,
        createdBy: actor,
        owner,
      });
    let begun = await begin();
    // A preview begun since the wait above (a save on another process): waited for as well.
    while (begun === "preview_busy" && (await previewEnded(deadline))) begun = await begin();
    if (typeof begun === "string") return begun;
    const { id } = begun;
    owned.add(id);
    context.inBackground(finishPublish(id, draft, actor));
    return { id };
  }

  /**
   * A failed release and its audit entry land together: whoever sees "failed" also finds why
   * in the audit log.
   */
  async function failPublish(id: string, why: string, audit: Parameters<typeof recordAudit>[1]) {
    await db.transaction().execute(async (trx) => {
      if (await failRelease(trx, id, why)) await recordAudit(trx, audit);
    });
    await context.removeFolders([id]);
  }

  async function finishPublish(
    id: string,
    draft: { revision: number; content: SiteContent },
    actor: string,
  ) {
    const started = now();
    try {
      const outcome = await ensureBuilt(id, draft.content);
      const seconds = Math.round((now() - started) / 100) / 10;
      if (!outcome.ok) {
        await failPublish(id, outcome.log, {
          actor,
          action: "content_publish_failed",
          details: { release: id, revision: draft.revision, seconds },
        });
        return;
      }
      // Ready and live in one transaction that re-checks the voted dishes, then served here;
      // the other processes follow the pointer. In the follow chain: a follow that read the
      // pointer before it moved would switch back.
      const went = await inFollowOrder(async () => {
        const moved = await goLive(context.database, {
          id,
          by: actor,
          readyFor: { owner, log: outcome.log },
          firstEdition: context.firstEdition,
          alongside: (trx, before) =>
            recordNameCorrections(trx, { actor, before, after: draft.content, release: id }),
        });
        if (moved.live) {
          nowServing(id, draft.content, outcome);
          context.announceLive();
        }
        return moved;
      });
      owned.delete(id);
      if (!went.live && went.why === "voted_dish") {
        const { refusal } = went;
        await failPublish(id, refusal.message, {
          actor,
          action: "content_publish_failed",
          details: {
            release: id,
            revision: draft.revision,
            seconds,
            reason: refusal.code,
            dishes: refusal.dishes,
          },
        });
        return;
      }
      if (!went.live) {
        log.warn({ release: id }, "the build was reclaimed by another process before it ended");
        return;
      }
      await recordAudit(db, {
        actor,
        action: "content_published",
        details: { release: id, revision: draft.revision, seconds },
      });
      await context.removeFolders(await pruneReleases(db));
    } catch (error) {
      log.error({ err: error, release: id }, "publish failed");
      // Only a release still building: one that went live stays live and ready.
      await failRelease(
        db,
        id,
        `Penerbitan gagal: ${error instanceof Error ? error.message : String(error)}`,
      ).catch(() => {});
    } finally {
      owned.delete(id);
    }
  }

  /**
   * The pointer moves to a kept release, if `expected` is still live, and this process serves it.
   * Going back to a kept release corrects the names it changes, as a publish does.
   */
  function switchLive(
    id: string,
    content: SiteContent,
    folder: BuiltFolder,
    actor: string,
    expected: string | undefined,
  ): Promise<GoLiveOutcome> {
    return inFollowOrder(async () => {
      const moved = await goLive(context.database, {
        id,
        by: actor,
        expected,
        firstEdition: context.firstEdition,
        alongside: (trx, before) =>
          recordNameCorrections(trx, { actor, before, after: content, release: id }),
      });
      if (moved.live) {
        nowServing(id, content, folder);
        context.announceLive();
      }
      return moved;
    });
  }

  /**
   * "Kembalikan": a kept release goes live again. Built on this machine already: at once.
   * Otherwise it is rebuilt first while the live one keeps serving, and goes live when built
   * (here at once, elsewhere within a follow), unless another release went live meanwhile.
   */
  async function switchBack(
    id: string,
    actor: string,
  ): Promise<ContentSwitchResponse | "unknown" | "not_kept" | { refused: VotedDishRefusal }> {
    const release = await findRelease(db, id);
    if (!release) return "unknown";
    if (release.status !== "ready") return "not_kept";
    const live = await liveReleaseId(db);
    if (live === id) return { id, state: "live" };
    const content = release.content;
    // Like a save or a publish, a switch back never makes a dish with votes vanish nor moves
    // its votes to another class: said at once here, and checked again as it goes live.
    const liveContent = (await context.liveContent()) ?? context.firstEdition;
    const refused = await votedDishRefusal(db, liveContent.dishes, content.dishes);
    if (refused) return { refused };
    const built = await context.builtHere(id);
    if (built) {
      const switched = await switchLive(id, content, built, actor, live);
      if (!switched.live && switched.why === "voted_dish") return { refused: switched.refusal };
      if (!switched.live) return { id, state: "switching" };
      await recordAudit(db, {
        actor,
        action: "content_release_switched",
        details: { release: id },
      });
      return { id, state: "live" };
    }
    if (await claimSwitch(db, id, actor, owner)) {
      owned.add(id);
      context.inBackground(finishSwitch(id, content, actor, live));
    }
    return { id, state: "switching" };
  }

  async function finishSwitch(
    id: string,
    content: SiteContent,
    actor: string,
    expected: string | undefined,
  ) {
    try {
      const outcome = await ensureBuilt(id, content);
      if (!outcome.ok) {
        await endSwitch(
          db,
          id,
          owner,
          `Kembalikan gagal: terbitan ini tidak bisa dibangun ulang dengan versi situs sekarang; yang tayang tetap tayang.\n${outcome.log.slice(-4000)}`,
        );
        return;
      }
      const switched = await switchLive(id, content, outcome, actor, expected);
      await endSwitch(db, id, owner, switchFailure(switched));
      if (switched.live) {
        await recordAudit(db, {
          actor,
          action: "content_release_switched",
          details: { release: id },
        });
      }
    } catch (error) {
      log.error({ err: error, release: id }, "switching back failed");
      await endSwitch(
        db,
        id,
        owner,
        `Kembalikan gagal: ${error instanceof Error ? error.message : String(error)}`,
      ).catch(() => {});
    } finally {
      owned.delete(id);
    }
  }

  return { publish, switchBack };
}

/** Why a rebuilt "Kembalikan" did not go live, as its release shows it; null when it did. */
function switchFailure(outcome: GoLiveOutcome): string | null {
  if (outcome.live) return null;
  if (outcome.why === "voted_dish") return `Kembalikan dibatalkan. ${outcome.refusal.message}`;
  return "Kembalikan dibatalkan: terbitan lain tayang selama terbitan ini dibangun ulang.";
}
