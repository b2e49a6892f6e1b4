import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../../common/api-errors";
import { isValidEmail } from "../../../common/email";
import { shownOpening } from "../../../common/voting-window";
import { formatWib } from "../../../common/wib";
import type { PublicVotingStateReader } from "../../committee/public-state";
import type { RateLimit } from "../../plugins/rate-limit";
import { storageOperation } from "../../storage/vote-store";
import { type AdmissionDeps, admitVote } from "../../voting/admit-vote";
import { type ConfirmationMailing, startConfirmation } from "../../voting/confirmation-mailing";
import type { ProofOfWork } from "../../voting/proof-of-work";
import {
  countResponse,
  dishParams,
  errorResponse,
  notOpenResponse,
  pendingVoteResponse,
  voteBody,
  votesResponse,
} from "./schemas";

/**
 * What a vote names when the served catalogue has lost its dish: no release has this id, so
 * the store answers with the live one, and the dish is looked for there (admit-vote.ts).
 */
const noRelease = "";

/** The largest vote: an address and a solved challenge (voteBody), with room for JSON. */
export const voteBodyLimit = 6 * 1024;

/**
 * The two routes every dish page and every vote hit. Their answers are far below the 1 KiB from
 * which responses are compressed, and a vote's body is never sent compressed, yet
 * @fastify/compress's hooks cost a count read about a tenth of its time: they are left off here.
 * Their answers are written with JSON.stringify instead of being checked against their zod
 * schemas first (about 5 µs of a count read's ~30 µs of CPU, README, Benchmark): each handler
 * builds its answer from typed values, so the type provider already holds it to its schema at
 * compile time, and the route tests compare its answers whole (votes.test.ts).
 */
const hotRoute = {
  compress: false,
  decompress: false,
  serializerCompiler: () => (answer: unknown) => JSON.stringify(answer),
} as const;

export async function voteRoutes(
  app: FastifyInstance,
  options: {
    rateLimit: RateLimit;
    votingState: PublicVotingStateReader;
    admission: AdmissionDeps;
    mailing: ConfirmationMailing | undefined;
    /** Checks the vote's solved challenge; left out when VOTE_PROOF_OF_WORK is off. */
    proofOfWork?: ProofOfWork;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const votingState = options.votingState.read;
  // A release that no longer has the dish (the catalogue moved on meanwhile) names none.
  const servedReleaseOf = (dish: { category: string; id: string }) => {
    const release = app.catalogue.releaseHolding(dish.category, dish.id);
    return release === undefined ? noRelease : release;
  };
  // Read at each vote: a published release changes the catalogue without a restart.
  const { catalogue } = app;
  // A slug the dish had before (a tab opened before the slug changed) still names it; read
  // only for a slug the catalogue lacks, so a dish's own address costs nothing more.
  const dishNamed = async (category: string, slug: string) =>
    catalogue.findDish(category, slug) ??
    (await storageOperation(() => app.formerSlugs.dishOf(category, slug)));

  api.get(
    "/votes/:category/:food",
    {
      ...hotRoute,
      schema: {
        summary:
          "Read a dish's vote count (null while the committee hides counts) and whether voting is open",
        params: dishParams,
        response: { 200: countResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const dish = await dishNamed(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(apiError("unknown_food"));
      reply.header("cache-control", "no-store");
      const [state, votes] = await Promise.all([
        votingState(),
        app.database.votes.countVotes(dish.category, dish.id),
      ]);
      return {
        votes: state.hideLiveCount ? null : votes,
        voting: state.status(dish.category),
      };
    },
  );

  api.post(
    "/votes/:category/:food",
    {
      ...hotRoute,
      config: { rateLimit: options.rateLimit },
      // The solved challenge (a few hundred bytes) makes a vote larger than the 1 KiB elsewhere.
      bodyLimit: voteBodyLimit,
      schema: {
        summary: "Cast a vote: one per e-mail address per category",
        params: dishParams,
        body: voteBody,
        response: {
          201: votesResponse,
          202: pendingVoteResponse,
          400: errorResponse,
          403: z.union([notOpenResponse, errorResponse]),
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const dish = await dishNamed(request.params.category, request.params.food);
      if (!dish) return reply.code(404).send(apiError("unknown_food"));
      if (!isValidEmail(request.body.email)) return reply.code(400).send(apiError("invalid_email"));
      if (options.proofOfWork && !(await options.proofOfWork.verify(request.body.altcha))) {
        return reply.code(400).send(apiError("pow_required"));
      }

      const admission = await admitVote(options.admission, {
        category: dish.category,
        // Stored under the dish's id: the address's slug may change, the vote stays the dish's.
        food: dish.id,
        email: request.body.email,
        ip: request.ip,
        release: servedReleaseOf(dish),
      });
      if (admission.outcome === "refused") {
        return reply.code(400).send(apiError(admission.code));
      }
      const { result, vote } = admission;
      if (
        vote.status === "pending" &&
        (result.status === "accepted" || result.status === "email_used")
      ) {
        // The same answer whether or not the address had voted: only its mailbox learns which.
        if (!options.mailing) return reply.code(503).send(apiError("mail_unavailable"));
        const pending = await startConfirmation(options.mailing, {
          voteId: result.status === "accepted" ? result.voteId : null,
          category: dish.category,
          food: dish.id,
          address: vote.email,
          canonical: vote.voter,
          networkHash: options.admission.hashClient(request.ip).networkHash,
        });
        if (pending === "mail_unavailable") {
          return reply.code(503).send(apiError("mail_unavailable"));
        }
        // Answered as if mailed (see startConfirmation); the log names no address.
        if (!pending.mailed) {
          request.log.warn("confirmation mail not sent: a mail limit is reached");
        }
        if (result.status === "accepted") {
          request.storedVote = { category: dish.category, status: vote.status };
        }
        return reply.code(202).send({ pending: true, confirmation: pending.answer });
      }
      switch (result.status) {
        case "email_used":
          return reply.code(409).send(apiError("email_used"));
        case "unknown_food":
        case "release_moved":
          // The live release has no such dish, or moved on again and again while it was cast.
          return reply.code(404).send(apiError("unknown_food"));
        case "voting_closed":
          return reply.code(403).send(apiError("voting_closed"));
        case "voting_not_open": {
          const opensAt = shownOpening(result.opensAt);
          return reply.code(403).send({
            ...apiError("voting_not_open"),
            message: opensAt
              ? `${apiError("voting_not_open").message}. Voting dibuka ${formatWib(opensAt)}.`
              : `${apiError("voting_not_open").message}.`,
            opensAt,
          });
        }
        case "accepted": {
          request.storedVote = { category: dish.category, status: vote.status };
          const { hideLiveCount } = await votingState();
          return reply.code(201).send({ votes: hideLiveCount ? null : result.votes });
        }
      }
    },
  );
}
