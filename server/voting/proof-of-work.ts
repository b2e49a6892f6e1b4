import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Database } from "../storage/database";
import { storageOperation } from "../storage/vote-store";

/**
 * The proof of work every vote carries (docs/decisions/0014-proof-of-work.md): an ALTCHA
 * challenge, signed with the `pow_hmac_key` setting (migration 005), that the browser solves
 * in the background while the visitor types.
 *
 * The challenge is "deterministic" (ALTCHA v2): the server picks a random counter below
 * `maxNumber` and publishes the first half of the key it derives; the browser tries counters
 * from 0 until it finds that key, so it does on average maxNumber / 2 hashes, at most
 * maxNumber. The server verifies with one hash.
 */
export const proofOfWorkDefaults = {
  /** Solved in under 1 s by a mid-range phone: `npm run bench:pow` prints the figures. */
  maxNumber: 15_000,
  /** Long enough to type an address, short enough that spent keys do not pile up. */
  expiresInSeconds: 10 * 60,
};

/** SHA-256 applied once per counter: Web Crypto in every browser, no WebAssembly. */
const algorithm = "SHA-256";

export type ProofOfWorkOptions = { maxNumber?: number; expiresInSeconds?: number };

export type ProofOfWork = {
  /** A fresh signed challenge: the JSON the browser solves (GET /api/votes/challenge). */
  challenge(): Promise<Challenge>;
  /**
   * True when the payload (base64 of `{ challenge, solution }`, as the ALTCHA widget sends it)
   * solves an unexpired challenge of ours that no vote has used yet; the solution is then
   * spent. Storage failures throw StorageUnavailableError (HTTP 503).
   */
  verify(payload: unknown): Promise<boolean>;
};

/**
 * A solution is spent in the database only (VoteStore.spendProof), never in Redis alone: a
 * record kept in two places let a solution spent in one be spent again in the other across a
 * Redis outage (docs/decisions/0024-one-record-of-spent-proofs-and-sign-ins.md).
 */
export function createProofOfWork(
  database: Database,
  options: ProofOfWorkOptions = {},
): ProofOfWork {
  const maxNumber = options.maxNumber ?? proofOfWorkDefaults.maxNumber;
  const expiresInSeconds = options.expiresInSeconds ?? proofOfWorkDefaults.expiresInSeconds;
  let hmacKey: string | undefined;

  const readHmacKey = async () => {
    if (hmacKey) return hmacKey;
    const row = await storageOperation(() =>
      database.db
        .selectFrom("settings")
        .select("value")
        .where("name", "=", "pow_hmac_key")
        .executeTakeFirst(),
    );
    if (!row?.value) throw new Error("settings.pow_hmac_key is missing");
    hmacKey = row.value;
    return hmacKey;
  };

  return {
    async challenge() {
      return createChallenge({
        algorithm,
        cost: 1,
        counter: randomInt(maxNumber),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
        hmacSignatureSecret: await readHmacKey(),
      });
    },

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const { challenge, solution } = decoded;
      const { expiresAt } = challenge.parameters;
      if (challenge.parameters.algorithm !== algorithm || typeof expiresAt !== "number") {
        return false;
      }
      const hmacSignatureSecret = await readHmacKey();
      let verified: boolean;
      try {
        ({ verified } = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
        }));
      } catch {
        // Malformed parameters (a wrong hex string, an odd counter) make the library throw.
        return false;
      }
      if (!verified || !challenge.signature) return false;
      return database.votes.spendProof(challenge.signature, new Date(expiresAt * 1000));
    },
  };
}

/** The widget's format: base64 of JSON `{ challenge: { parameters, signature }, solution }`. */
function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== "string" || payload.length === 0) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const { challenge, solution } = value ?? {};
    if (
      typeof challenge?.parameters !== "object" ||
      challenge.parameters === null ||
      typeof challenge.signature !== "string" ||
      challenge.signature.length > 128 ||
      typeof solution !== "object" ||
      solution === null
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}
