import type { FastifyReply, FastifyRequest } from "fastify";
import { apiError } from "../../common/api-errors";
import type { LiveBoard } from "../../common/live-board";
import type { Catalogue } from "../content/catalogue";
import type { SharedState } from "../shared-state/redis";
import type { Database } from "../storage/database";
import { type BoardContent, readBoard } from "./board";
import { type BoardChanges, type FanOutLogger, watchBoardChanges } from "./fan-out";
import { createViewers, defaultViewerOptions, encodeEvent, type ViewerOptions } from "./viewers";

/**
 * The live ranking on the big screen (GET /api/results/live): the board, recounted when it
 * may have changed, and pushed to every viewer of this process.
 */
export type LiveRankingOptions = {
  database: Database;
  /** The served content: which dishes the board lists, in its order. */
  catalogue: Catalogue;
  sharedState?: SharedState;
  log: FanOutLogger;
  viewers?: Partial<ViewerOptions>;
  /** The ticker: changes within this long are one recount and at most one event. */
  coalesceMs?: number;
  /**
   * A recount this often while anybody watches, whatever was announced: a window opening or
   * closing by the clock, a message lost while Redis or PostgreSQL was away, a release
   * published by another process.
   */
  recountEveryMs?: number;
};

/**
 * The ticker: a change only marks the board changed; at most one recount and one event per
 * this long, whatever the number of changes or of viewers (README: "within 250 ms of a change").
 */
export const defaultCoalesceMs = 250;
export const defaultRecountEveryMs = 5_000;

export function createLiveRanking(options: LiveRankingOptions) {
  const viewers = createViewers({ ...defaultViewerOptions, ...options.viewers });
  const coalesceMs = options.coalesceMs ?? defaultCoalesceMs;
  /** The last board pushed, and its event encoded once for every viewer and newcomer. */
  let latest: { content: string; board: LiveBoard; frame: Buffer } | undefined;
  let reading: Promise<LiveBoard> | undefined;
  /**
   * A change came while a read was in flight. That read may have been answered before the
   * change committed, so another one follows it: otherwise its stale result would stand until
   * the next change or the periodic recount.
   */
  let readAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let changedHere = false;
  let closed = false;

  const failed = (error: unknown) => {
    options.log.warn({ err: error }, "live ranking: recount failed; the next change tries again");
  };

  /** Reads the board; pushes it when it differs from the last one pushed. */
  const recount = (): Promise<LiveBoard> => {
    reading ??= readBoard(options.database.db, options.catalogue)
      .then(async (content: BoardContent) => {
        const key = JSON.stringify(content);
        if (latest && latest.content === key) return latest.board;
        const board: LiveBoard = { updatedAt: new Date().toISOString(), ...content };
        const frame = encodeEvent(JSON.stringify(board));
        latest = { content: key, board, frame };
        // The read counts as in flight until every viewer has the event: a change meanwhile
        // reads again after it (readAgain), never a second broadcast beside this one.
        await viewers.broadcast(frame);
        return board;
      })
      .finally(() => {
        reading = undefined;
        if (readAgain && !closed) {
          readAgain = false;
          recount().catch(failed);
        }
      });
    return reading;
  };

  const recountNow = () => {
    timer = undefined;
    if (changedHere) {
      changedHere = false;
      changes.announce();
    }
    // Checked before the viewers: the first viewer's own read may be the one in flight.
    if (reading) {
      readAgain = true;
      return;
    }
    if (viewers.count() === 0) {
      // Nobody watches: nothing to push, and the next viewer's first event is read afresh.
      latest = undefined;
      return;
    }
    recount().catch(failed);
  };

  /**
   * The ticker: one recount within `coalesceMs` of the first change, however many follow
   * meanwhile and however many watch. A tick with no change costs nothing: no timer runs.
   */
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(recountNow, coalesceMs);
    timer.unref();
  };

  const changes: BoardChanges = watchBoardChanges(options, schedule);
  const periodic = setInterval(() => {
    if (viewers.count() > 0) schedule();
  }, options.recountEveryMs ?? defaultRecountEveryMs);
  periodic.unref();

  return {
    viewerCount: () => viewers.count(),

    /** This process changed something on the board: recount here, and tell the others. */
    changed() {
      changedHere = true;
      schedule();
    },

    /** Answers a viewer: 503 when full or closing, else an event stream from now on. */
    async open(request: FastifyRequest, reply: FastifyReply) {
      if (closed || viewers.isFull()) return reply.code(503).send(apiError("live_full"));
      const board = latest?.board ?? (await recount());
      // The board may have been read while the server began closing, or the client gone.
      if (closed || request.raw.destroyed) return reply.code(503).send(apiError("live_full"));
      // From here the response is ours: Fastify would end it when the handler returns.
      reply.hijack();
      // The security headers set by the hooks so far, which a hijacked reply would not send.
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === "string" || Array.isArray(value)) headers[name] = value;
        else if (typeof value === "number") headers[name] = String(value);
      }
      // A read that followed the one awaited (readAgain) may have ended meanwhile: its board is
      // newer, and was broadcast before this viewer was added.
      viewers.add(reply.raw, headers, latest?.frame ?? encodeEvent(JSON.stringify(board)));
    },

    /** Ends every stream and stops listening; called before the server stops (preClose). */
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(periodic);
      viewers.endAll();
      await changes.close();
    },
  };
}

export type LiveRanking = ReturnType<typeof createLiveRanking>;
