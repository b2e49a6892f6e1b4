import type { ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * The open event streams of this process, and how one event reaches all of them. An event is
 * encoded once into one Buffer, and that same Buffer is written to every viewer, a slice of
 * viewers per turn of the event loop, so that votes are answered between the slices. A big
 * screen on a bad Wi-Fi must not make the server hold what it cannot take: a viewer with more
 * than `maxBufferedBytes` unsent is dropped, and its browser's EventSource reconnects and gets
 * the current board as its first event.
 */
export type ViewerOptions = {
  /** Beyond this many open streams a new viewer gets 503 live_full. */
  maxViewers: number;
  /** A comment line this often: proxies and NATs drop a connection that says nothing. */
  heartbeatMs: number;
  /** A viewer with more than this still unsent is dropped (it reconnects, and catches up). */
  maxBufferedBytes: number;
  /** Viewers written to in one turn of the event loop; the next slice waits for setImmediate. */
  sliceSize: number;
};

export const defaultViewerOptions: ViewerOptions = {
  maxViewers: 5_000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 64 * 1024,
  sliceSize: 200,
};

/** Browsers wait this long before reconnecting after the stream ends (a restart, a deploy). */
const retryMs = 2_000;

export const eventFrame = (data: string) => `data: ${data}\n\n`;
/** One event, encoded once for every viewer. */
export const encodeEvent = (data: string) => Buffer.from(eventFrame(data), "utf8");
const heartbeatFrame = Buffer.from(": heartbeat\n\n", "utf8");

export function createViewers(options: ViewerOptions) {
  const viewers = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;
  let dropped = 0;

  /** Writes `frame` unless the viewer is already too far behind: then it is dropped. */
  const send = (response: ServerResponse, frame: Buffer) => {
    // The response's own queue and its socket's: what the kernel would not take yet.
    if (response.writableLength > options.maxBufferedBytes) {
      viewers.delete(response);
      dropped += 1;
      // No end(): what is unsent would never be taken. The browser reconnects after `retry`.
      response.destroy();
      return;
    }
    response.write(frame);
  };

  // One timer for every viewer: thousands of per-stream intervals would cost more than the
  // comments they write.
  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const response of viewers) {
        // A full socket already has something to say; a comment would only add to its backlog.
        if (!response.writableNeedDrain) response.write(heartbeatFrame);
      }
    }, options.heartbeatMs);
    heartbeat.unref();
  };
  const stopHeartbeat = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  return {
    count: () => viewers.size,
    isFull: () => viewers.size >= options.maxViewers,
    /** Viewers dropped for not reading since the process started. */
    droppedCount: () => dropped,

    /**
     * Takes over `response` (already hijacked from Fastify) as an event stream and sends it
     * `firstEvent` at once. The viewer is forgotten as soon as its connection closes.
     */
    add(
      response: ServerResponse,
      headers: Record<string, string | string[]>,
      firstEvent: string | Buffer,
    ) {
      response.writeHead(200, {
        ...headers,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        // nginx and similar proxies would otherwise hold the events back in their buffer.
        "x-accel-buffering": "no",
        // A stream that ends (a shutdown) takes its connection with it: no idle keep-alive
        // socket for the server's close to wait on.
        connection: "close",
      });
      response.write(`retry: ${retryMs}\n\n`);
      viewers.add(response);
      response.once("close", () => {
        viewers.delete(response);
        if (viewers.size === 0) stopHeartbeat();
      });
      response.write(typeof firstEvent === "string" ? encodeEvent(firstEvent) : firstEvent);
      startHeartbeat();
    },

    /**
     * Sends one event to every viewer: encoded once, then the same Buffer written to
     * `sliceSize` viewers per turn of the event loop. Resolves once every viewer present at the
     * start (and still there) has been written to. A viewer that joins meanwhile got the
     * latest board as its first event; one that leaves is skipped.
     */
    async broadcast(data: string | Buffer): Promise<void> {
      const frame = typeof data === "string" ? encodeEvent(data) : data;
      const everyone = [...viewers];
      for (let start = 0; start < everyone.length; start += options.sliceSize) {
        if (start > 0) await nextTurn();
        const end = Math.min(everyone.length, start + options.sliceSize);
        for (let index = start; index < end; index += 1) {
          const response = everyone[index];
          if (response && viewers.has(response)) send(response, frame);
        }
      }
    },

    /** Ends every stream (a shutdown): browsers reconnect after `retry`, to another process. */
    endAll() {
      stopHeartbeat();
      for (const response of viewers) {
        const stuck = response.writableNeedDrain;
        response.end();
        // A socket that takes nothing would keep the server's close waiting for its end.
        if (stuck) response.destroy();
      }
      viewers.clear();
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;
