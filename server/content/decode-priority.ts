import { readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";

/** Linux's niceness for libvips' threads: below everything else the server does. */
const decodeNiceness = 10;

/**
 * Lowers the priority of libvips' worker threads, which do a picture's decoding and encoding,
 * so that on a busy machine the event loop and libuv's threads (pages, votes) run first.
 * Linux keeps a niceness per thread and lets a process raise its own threads'; the threads
 * are found by the name libvips gives them. New ones may appear during a decode, so it is
 * called while one runs. Elsewhere (no /proc) it does nothing.
 */
export function lowerDecodePriority(): void {
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return;
  }
  for (const thread of threads) {
    try {
      if (!readFileSync(`/proc/self/task/${thread}/comm`, "utf8").startsWith("libvips")) continue;
      setPriority(Number(thread), decodeNiceness);
    } catch {
      // The thread ended meanwhile: nothing to lower.
    }
  }
}
