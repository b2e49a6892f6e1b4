import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { inRedisOr, type SharedState } from "../shared-state/redis";
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
const purgeIntervalMs = 60_000;

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

export function createProofOfWork(
  database: Database,
  options: ProofOfWorkOptions = {},
  shared?: SharedState,
): ProofOfWork {
  const maxNumber = options.maxNumber ?? proofOfWorkDefaults.maxNumber;
  const expiresInSeconds = options.expiresInSeconds ?? proofOfWorkDefaults.expiresInSeconds;
  let hmacKey: string | undefined;
  let lastPurge = 0;

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

  /**
   * With Redis, a solution is spent there (SET NX, gone by itself when the challenge expires);
   * while Redis is unreachable, in the database. A solution spent in one and replayed during a
   * switch to the other would pass once: the window is one Redis outage, and the rate limit
   * and flagging still apply.
   */
  const spend = (key: string, expiresAt: Date) =>
    inRedisOr(
      shared,
      async (redis) => {
        const ttl = Math.max(1, expiresAt.getTime() - Date.now());
        return (await redis.set(`spent-proof:${key}`, "1", "PX", ttl, "NX")) === "OK";
      },
      () => spendInDatabase(key, expiresAt),
    );

  /** Inserts the key unless present; true when this call inserted it. Purges now and then. */
  const spendInDatabase = (key: string, expiresAt: Date) =>
    database.transaction(async (db) => {
      const now = Date.now();
      if (now - lastPurge >= purgeIntervalMs) {
        lastPurge = now;
        await db
          .deleteFrom("spent_proofs")
          .where("expires_at", "<", new Date(now).toISOString())
          .execute();
      }
      const result = await db
        .insertInto("spent_proofs")
        .values({ key, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });

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
      return spend(challenge.signature, new Date(expiresAt * 1000));
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
