import { type ClientRequest, type IncomingHttpHeaders, request } from "node:http";
import type { LiveBoard } from "../common/live-board";

/**
 * A viewer of GET /api/results/live over a real socket (inject does not stream), for the tests:
 * it keeps every event and comment it reads, and waits for the one a test expects.
 */
export type LiveStreamClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything read so far, as sent. */
  text(): string;
  events: LiveBoard[];
  /** The first event (from `from` on) that satisfies `test`, within `timeoutMs`. */
  next(test: (board: LiveBoard) => boolean, timeoutMs?: number, from?: number): Promise<LiveBoard>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

function isLiveBoard(value: unknown): value is LiveBoard {
  return typeof value === "object" && value !== null && "categories" in value;
}

export function openLiveStream(baseUrl: string): Promise<LiveStreamClient> {
  return new Promise((resolve, reject) => {
    const client: ClientRequest = request(`${baseUrl}/api/results/live`, { agent: false });
    client.on("error", reject);
    client.on("response", (response) => {
      let text = "";
      let pending = "";
      const events: LiveBoard[] = [];
      const waiters = new Set<() => void>();
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end = pending.indexOf("\n\n");
        while (end >= 0) {
          const frame = pending.slice(0, end);
          pending = pending.slice(end + 2);
          for (const line of frame.split("\n")) {
            if (!line.startsWith("data: ")) continue;
            const parsed: unknown = JSON.parse(line.slice("data: ".length));
            if (isLiveBoard(parsed)) events.push(parsed);
          }
          end = pending.indexOf("\n\n");
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => {
        response.on("end", done);
        response.on("close", done);
        response.on("error", () => done());
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => text,
        events,
        ended,
        next(test, timeoutMs = 2_000, from = 0) {
          return new Promise((found, fail) => {
            const look = () => {
              const board = events.slice(from).find(test);
              if (!board) return false;
              clearTimeout(timer);
              waiters.delete(check);
              found(board);
              return true;
            };
            const check = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`),
              );
            }, timeoutMs);
            if (!look()) waiters.add(check);
          });
        },
        close: () => client.destroy(),
      });
    });
    client.end();
  });
}

/** A dish's count in an event: undefined when the dish is not on the board. */
export function votesOf(board: LiveBoard, category: string, food: string) {
  return board.categories
    .find((entry) => entry.category === category)
    ?.dishes.find((dish) => dish.food === food)?.votes;
}
