import type { FastifyInstance } from "fastify";
import type { SiteContent } from "../../../../common/content-schema";
import type { PublicVotingStateReader } from "../../../committee/public-state";
import type { SignInThrottle } from "../../../committee/sign-in-throttle";
import { committeeSessions } from "../../../plugins/committee-session";
import type { ClientHashes } from "../../../voting/client-network";
import type { DomainLookup } from "../../../voting/domain-lookup";
import type { VotePolicyReader } from "../../../voting/vote-policy";
import { contentRoutes } from "./content";
import { contentMediaRoutes, type MediaRouteOptions } from "./content-media";
import { contentReleaseRoutes } from "./content-releases";
import { defenceRoutes } from "./defences";
import { editionRoutes } from "./editions";
import { posterRoutes } from "./posters";
import { recordRoutes } from "./records";
import { resultRoutes } from "./results";
import { sessionRoutes } from "./session";
import { voteRecordRoutes } from "./votes";

/** The committee's API under /api/panitia: every route says who may call it (config.committee). */
export async function committeeRoutes(
  app: FastifyInstance,
  options: {
    secureCookies: boolean;
    votingState: PublicVotingStateReader;
    policy: VotePolicyReader;
    proofOfWork: boolean;
    domainLookup?: DomainLookup;
    hashClient: (ip: string) => ClientHashes;
    signInThrottle: SignInThrottle;
    /** How long an export waits for a reader who takes nothing (default 30 s). */
    exportReaderTimeoutMs?: number;
    /** The content's draft before the committee saves anything (server/content/drafts.ts). */
    firstEdition: SiteContent;
    /** PUBLIC_URL's origin, where the stands' posters point (only when it is https). */
    publicUrl?: string;
    /** Where the posters' files are kept (beside the content's releases). */
    posterCacheDir?: string;
    /** Uploads' quotas, decoding limits and sweeps (server/routes/api/panitia/content-media.ts). */
    media?: MediaRouteOptions;
  },
) {
  // A reason of 500 Indonesian characters and its criteria do not fit the votes' 1 KiB.
  app.addHook("onRoute", (route) => {
    route.bodyLimit ??= 8 * 1024;
  });
  await app.register(committeeSessions, options);
  await app.register(sessionRoutes, {
    hashClient: options.hashClient,
    signInThrottle: options.signInThrottle,
  });
  await app.register(resultRoutes, { votingState: options.votingState });
  await app.register(voteRecordRoutes);
  await app.register(editionRoutes, {
    firstEdition: options.firstEdition,
    votingState: options.votingState,
  });
  await app.register(recordRoutes, { exportReaderTimeoutMs: options.exportReaderTimeoutMs });
  await app.register(contentReleaseRoutes, {
    secureCookies: options.secureCookies,
    firstEdition: options.firstEdition,
  });
  await app.register(defenceRoutes, {
    policy: options.policy,
    proofOfWork: options.proofOfWork,
    domainLookup: options.domainLookup,
  });
  await app.register(contentRoutes, { firstEdition: options.firstEdition });
  await app.register(contentMediaRoutes, options.media ?? {});
  await app.register(posterRoutes, {
    publicUrl: options.publicUrl,
    posterCacheDir: options.posterCacheDir,
  });
}
