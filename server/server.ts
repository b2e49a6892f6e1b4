import closeWithGrace from "close-with-grace";
import { buildApp, shutdownDelayMs } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { createMailer } from "./mail/mailer";
import { connectSharedState } from "./shared-state/redis";
import { openDatabase } from "./storage/database";
import { loadIpHashKey } from "./voting/client-network";

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = loadConfigOrExit();

  const database = await openDatabase(config.storage);
  const app = await buildApp({
    database,
    staticDir: process.env.API_ONLY === "1" ? undefined : config.staticDir,
    content: config.content,
    logger: { level: config.logLevel },
    voteRateLimitPerMinute: config.voteRateLimitPerMinute,
    trustProxy: config.trustProxy,
    secureCookies: config.secureCookies,
    publicUrl: config.publicUrl,
    voteFlagging: config.voteFlagging,
    proofOfWork: config.proofOfWork,
    flagThresholds: config.flagThresholds,
    domainLookup: config.domainLookup,
    ipHashKey: loadIpHashKey({ fromEnvironment: config.ipHashKey, dataDir: config.dataDir }),
    mail: config.mail
      ? {
          mailer: createMailer(config.mail),
          publicUrl: config.mail.publicUrl,
          limits: config.mail.limits,
        }
      : undefined,
    metricsToken: config.metricsToken,
    media: { quota: config.mediaQuota },
    sharedState: config.redis
      ? connectSharedState(config.redis.url, config.redis.keyPrefix)
      : undefined,
  });
  if (!config.publicUrl?.startsWith("https://")) {
    // Nothing stops the server, yet every printed or mailed address of the site needs it.
    app.log.warn(
      `PUBLIC_URL is ${config.publicUrl ? `not an https:// address (${config.publicUrl})` : "not set"}: ` +
        "the live ranking's QR code (drawn at build time) points at it or at http://127.0.0.1:3000, " +
        "confirmation mails cannot be sent (their links need it) and the stands' posters are refused; " +
        "set it to the site's https:// address",
    );
  }
  if (!config.voteFlagging) {
    app.log.warn(
      "VOTE_FLAGGING=off: bursts of votes from one network or domain are counted, not flagged; use only for load tests",
    );
  }
  if (!config.domainLookup) {
    app.log.warn(
      "VOTE_DNS_SERVERS=off: votes at e-mail domains that do not exist are accepted; use only for load tests",
    );
  }
  if (!config.proofOfWork) {
    app.log.warn(
      "VOTE_PROOF_OF_WORK=off: votes are accepted without a solved challenge; use only for load tests",
    );
  }

  // SIGTERM (systemd, a rolling restart) and SIGINT: first SHUTDOWN_DRAIN_MS of answering
  // readiness with 503 while serving as usual, so that the proxy stops sending requests here;
  // then stop listening, finish every request in flight (their votes committed), close the
  // database, exit 0. A second signal, or a close still running after shutdownDelayMs, exits 1
  // at once.
  closeWithGrace({ delay: shutdownDelayMs, logger: false }, async ({ signal, err }) => {
    if (err) {
      app.log.error({ err }, "closing after an uncaught error");
    } else {
      if (config.shutdownDrainMs > 0) {
        app.draining = true;
        app.log.info(
          { signal },
          `draining for ${config.shutdownDrainMs} ms: readiness answers 503`,
        );
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      app.log.info({ signal }, "shutting down: finishing the requests in flight");
    }
    await app.close();
    app.log.info("stopped");
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `FB8 is being served at http://${config.host}:${config.port} (storage: ${database.kind})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
