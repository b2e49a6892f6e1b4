import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../common/paths";

/** Solves a challenge as the browser does and encodes it as the vote's `altcha` field. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a fresh challenge from the app (or a server's base URL) and solves it. */
export async function solvedPayload(server: FastifyInstance | string): Promise<string> {
  const challenge: Challenge =
    typeof server === "string"
      ? await (await fetch(new URL(apiPaths.voteChallenge, server))).json()
      : (await server.inject(apiPaths.voteChallenge)).json();
  return solve(challenge);
}
