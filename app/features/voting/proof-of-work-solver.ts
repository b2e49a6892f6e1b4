// ALTCHA's own SHA worker: one self-contained classic script, emitted as a file of its own.
import shaWorkerUrl from "altcha/workers/sha?worker&url";
import { type Challenge, type Solution, solveChallenge, solveChallengeWorkers } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Workers run the counters in parallel; a few are enough for a challenge solved in ~1 s. */
const maxWorkers = 4;
const timeoutMs = 60_000;

async function solveInWorkers(challenge: Challenge): Promise<Solution | null> {
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(maxWorkers, navigator.hardwareConcurrency || 1),
    createWorker: () => new Worker(shaWorkerUrl),
    timeout: timeoutMs,
  });
}

/**
 * Solves a challenge of GET /api/votes/challenge off the main thread; where workers cannot run,
 * on it with the asynchronous solver, which yields to typing between hashes.
 */
export async function solve(challenge: Challenge): Promise<string> {
  let solution: Solution | null = null;
  if (typeof Worker !== "undefined") {
    solution = await solveInWorkers(challenge).catch(() => null);
  }
  solution ??= await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}
