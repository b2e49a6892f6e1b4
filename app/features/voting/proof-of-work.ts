import { apiPaths } from "../../../common/paths";

/**
 * The proof of work a vote carries (docs/decisions/0014-proof-of-work.md): a challenge from
 * the server, solved in the background while the visitor types. The solver (altcha-lib and its
 * Web Workers) is fetched only here, by dynamic import, never with a page's first load.
 */
export type Proof = {
  /** The `altcha` field of the vote: base64 of `{ challenge, solution }`. */
  payload(): Promise<string>;
  /** True once the payload is ready, or the attempt failed. */
  readonly settled: boolean;
};

type Attempt = Omit<Proof, "settled"> & { settled: boolean; expiresAt: number };

/** A solution this close to its challenge's expiry is not worth sending. */
const freshnessMarginMs = 60_000;
const requestTimeoutMs = 10_000;

let current: Attempt | null = null;

/**
 * Starts solving a fresh challenge unless one is being solved, or solved and still fresh; the
 * Vote button's hover and focus, its click and the dialog's opening all call it.
 */
export function startProof(): Proof {
  if (current && !(current.settled && current.expiresAt - Date.now() < freshnessMarginMs)) {
    return current;
  }
  const attempt: Attempt = {
    settled: false,
    expiresAt: Number.POSITIVE_INFINITY,
    payload: () => promise,
  };
  const promise = solveFreshChallenge(attempt);
  promise.then(
    () => {
      attempt.settled = true;
    },
    () => {
      attempt.settled = true;
      attempt.expiresAt = 0; // a failed attempt is never reused
    },
  );
  current = attempt;
  return attempt;
}

/**
 * The payload for one vote: the solution started earlier (waiting for it if need be), or a new
 * one. A solution is accepted once, so it is forgotten here and the next vote solves anew.
 */
export function takeProof(): Promise<string> {
  const proof = startProof();
  current = null;
  return proof.payload();
}

async function solveFreshChallenge(attempt: { expiresAt: number }): Promise<string> {
  const [response, solver] = await Promise.all([
    fetch(apiPaths.voteChallenge, {
      cache: "no-store",
      signal: AbortSignal.timeout(requestTimeoutMs),
    }),
    import("./proof-of-work-solver"),
  ]);
  if (!response.ok) throw new Error(`challenge: HTTP ${response.status}`);
  const challenge = await response.json();
  const expiresAt = challenge?.parameters?.expiresAt;
  if (typeof expiresAt === "number") attempt.expiresAt = expiresAt * 1000;
  return solver.solve(challenge);
}
