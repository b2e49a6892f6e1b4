import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { ContentRelease } from "../../common/content-api";
import type { DatabaseSchema } from "../storage/schema";
import { findRelease, listReleases, type StoredRelease } from "./releases";
import { reportOnce, StoredContentError } from "./upgrade-content";

/**
 * A release this code reads, or undefined when it cannot (reported once); any other failure
 * (the database) is thrown as it is.
 */
async function readable(
  db: Kysely<DatabaseSchema>,
  log: FastifyBaseLogger,
  id: string,
): Promise<StoredRelease | undefined> {
  try {
    return await findRelease(db, id);
  } catch (error) {
    if (!(error instanceof StoredContentError)) throw error;
    if (reportOnce(log, error)) {
      log.warn({ release: id }, "a release this version cannot read is not served");
    }
    return undefined;
  }
}

/**
 * The release a process serves for the one the database calls live: that one, when this
 * code can read it; else the last good one: the release this process serves already, or
 * the newest kept one it can read. An older edition served beats every visitor and vote
 * answered 503 until somebody publishes; the console names the fields that stopped the newer
 * one (`withProblems`). Only `findRelease` and `listReleases` are asked, so that this holds
 * however the releases' table records which one is live.
 */
export function servableRelease(db: Kysely<DatabaseSchema>, log: FastifyBaseLogger) {
  return async (liveId: string, served?: string): Promise<StoredRelease | undefined> => {
    const live = await readable(db, log, liveId);
    if (live) return live;
    const kept = (await listReleases(db))
      .filter((release) => release.status === "previous")
      .map((release) => release.id);
    for (const id of new Set([served, ...kept])) {
      if (id === undefined || id === liveId) continue;
      const release = await readable(db, log, id);
      if (release) return release;
    }
    return undefined;
  };
}

/**
 * The releases as the console lists them, each kept one this code cannot read with the
 * reason, in Indonesian: which fields, and that the site serves the last good one meanwhile.
 */
export async function withProblems(
  db: Kysely<DatabaseSchema>,
  releases: ContentRelease[],
): Promise<ContentRelease[]> {
  return Promise.all(
    releases.map(async (release) => {
      if (release.status !== "live" && release.status !== "previous") return release;
      try {
        await findRelease(db, release.id);
        return release;
      } catch (error) {
        if (!(error instanceof StoredContentError)) throw error;
        return { ...release, problem: error.explanation() };
      }
    }),
  );
}
