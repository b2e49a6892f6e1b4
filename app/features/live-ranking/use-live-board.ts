import { useEffect, useState } from "react";
import { type LiveBoard, readLiveBoard } from "../../../common/live-board";
import { apiPaths } from "../../../common/paths";

export type LiveConnection = "connecting" | "open" | "lost";

export type LiveBoardState = { board: LiveBoard | undefined; connection: LiveConnection };

/** Waits before reopening a stream the browser gave up on: 2 s, doubling up to 30 s. */
const firstRetryMs = 2_000;
const longestRetryMs = 30_000;
/**
 * A stream with no event for this long is opened again. The server's heartbeats are comments,
 * which EventSource never shows to the page, so a connection that died without a word (a
 * projector's Wi-Fi that drops and comes back) would otherwise look open for ever. A quiet
 * board costs one request a minute; the new stream's first event is the board at once.
 */
const silenceLimitMs = 60_000;

/**
 * A new stream's first event is the board as read at that moment, stamped with that moment
 * (a restarted server knows no earlier change): when nothing differs from the board on
 * screen, it keeps the time of the change the screen last showed.
 */
function keepingChangeTime(shown: LiveBoard | undefined, next: LiveBoard): LiveBoard {
  if (!shown) return next;
  const { updatedAt: _shownAt, ...shownContent } = shown;
  const { updatedAt: _nextAt, ...nextContent } = next;
  if (JSON.stringify(shownContent) !== JSON.stringify(nextContent)) return next;
  return shown;
}

/**
 * The live board from GET /api/results/live, and whether the stream is up. EventSource
 * reconnects by itself after a dropped connection (the server asks for 2 s); after an answer
 * it cannot use (a 502 while the server restarts, a 503 when it is full) it stops for good,
 * and this opens a new one, later each time.
 */
export function useLiveBoard(): LiveBoardState {
  const [state, setState] = useState<LiveBoardState>({
    board: undefined,
    connection: "connecting",
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const lost = () => setState((current) => ({ ...current, connection: "lost" }));

    const reopenLater = () => {
      source?.close();
      clearTimeout(retry);
      const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** failures);
      failures += 1;
      // Up to a quarter either way, so the hall's screens do not all return in one instant.
      retry = setTimeout(open, wait * (0.75 + Math.random() / 2));
    };

    const watchSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        lost();
        failures = 0;
        reopenLater();
      }, silenceLimitMs);
    };

    function open() {
      source = new EventSource(apiPaths.liveResults);
      watchSilence();
      source.onmessage = (event: MessageEvent<string>) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(event.data);
        } catch {
          return;
        }
        const board = readLiveBoard(parsed);
        if (!board) return;
        failures = 0;
        watchSilence();
        setState((current) => ({
          board: keepingChangeTime(current.board, board),
          connection: "open",
        }));
      };
      source.onerror = () => {
        lost();
        // CONNECTING: the browser is already trying again. CLOSED: it gave up; we do not.
        if (source?.readyState === EventSource.CLOSED) reopenLater();
      };
    }

    // Back online: try at once rather than at the end of a long wait.
    const online = () => {
      if (source?.readyState === EventSource.OPEN) return;
      failures = 0;
      source?.close();
      clearTimeout(retry);
      open();
    };

    open();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(retry);
      clearTimeout(silence);
      source?.close();
    };
  }, []);

  return state;
}
