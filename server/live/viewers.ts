import type { ServerResponse } from "node:http";

/**
 * The open event streams of this process, and how one event reaches all of them. A big screen
 * on a bad Wi-Fi must not make the server hold every event it could not take: a viewer whose
 * socket buffer is full skips events and gets the latest one once it drains.
 */
export type ViewerOptions = {
  /** Beyond this many open streams a new viewer gets 503 live_full. */
  maxViewers: number;
  /** A comment line this often: proxies and NATs drop a connection that says nothing. */
  heartbeatMs: number;
  /** A viewer with more than this still unsent gets no new event until it drains. */
  maxBufferedBytes: number;
};

export const defaultViewerOptions: ViewerOptions = {
  maxViewers: 5_000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 64 * 1024,
};

/** Browsers wait this long before reconnecting after the stream ends (a restart, a deploy). */
const retryMs = 2_000;

type Viewer = {
  response: ServerResponse;
  /** An event was skipped while the socket was full: the latest is sent at the next drain. */
  missedEvent: boolean;
  waitingForDrain: boolean;
};

export const eventFrame = (data: string) => `data: ${data}\n\n`;

export function createViewers(options: ViewerOptions) {
  const viewers = new Set<Viewer>();
  let latestFrame: string | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (viewer: Viewer, frame: string) => {
    const { response } = viewer;
    if (viewer.waitingForDrain || response.writableLength > options.maxBufferedBytes) {
      viewer.missedEvent = true;
      return;
    }
    if (response.write(frame)) return;
    viewer.waitingForDrain = true;
    response.once("drain", () => {
      viewer.waitingForDrain = false;
      if (!viewer.missedEvent || !latestFrame || !viewers.has(viewer)) return;
      viewer.missedEvent = false;
      send(viewer, latestFrame);
    });
  };

  // One timer for every viewer: thousands of per-stream intervals would cost more than the
  // comments they write.
  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const viewer of viewers) {
        // A full socket already has something to say; a comment would only add to its backlog.
        if (!viewer.waitingForDrain) viewer.response.write(": heartbeat\n\n");
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

    /**
     * Takes over `response` (already hijacked from Fastify) as an event stream and sends it
     * `firstEvent` at once. The viewer is forgotten as soon as its connection closes.
     */
    add(response: ServerResponse, headers: Record<string, string | string[]>, firstEvent: string) {
      const viewer: Viewer = { response, missedEvent: false, waitingForDrain: false };
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
      viewers.add(viewer);
      response.once("close", () => {
        viewers.delete(viewer);
        if (viewers.size === 0) stopHeartbeat();
      });
      send(viewer, eventFrame(firstEvent));
      startHeartbeat();
    },

    /** Sends one event to every viewer; the frame is built once, whatever their number. */
    broadcast(data: string) {
      const frame = eventFrame(data);
      latestFrame = frame;
      for (const viewer of viewers) send(viewer, frame);
    },

    /** Ends every stream (a shutdown): browsers reconnect after `retry`, to another process. */
    endAll() {
      stopHeartbeat();
      for (const viewer of viewers) {
        viewer.response.end();
        // A socket that takes nothing would keep the server's close waiting for its end.
        if (viewer.waitingForDrain) viewer.response.destroy();
      }
      viewers.clear();
    },
  };
}

export type Viewers = ReturnType<typeof createViewers>;
