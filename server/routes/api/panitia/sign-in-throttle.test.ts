import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { AuditEntry } from "../../../../common/committee-api";
import { storageKinds } from "../../../../scripts/support/databases";
import { buildTestApp } from "../../../../tests/build-app";
import { addCommitteeAccounts, adminPassword, signIn } from "../../../../tests/committee";
import { connectSharedState } from "../../../shared-state/redis";

/**
 * The sign-in throttle counts per account and network (docs/decisions/0024): guessing from
 * one place holds back that place only, guessing from many stays bounded per account, and
 * the attempts it refuses are one audit entry per account, network and window.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `test-sign-in-${randomBytes(6).toString("hex")}:`;

afterAll(async () => {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // Without Redis there is nothing to clean.
  } finally {
    redis.disconnect();
  }
});

const attempt = (
  app: FastifyInstance,
  remoteAddress: string,
  password: string,
  username = "ketua",
) =>
  app
    .inject({
      method: "POST",
      url: "/api/panitia/session",
      remoteAddress,
      payload: { username, password },
    })
    .then((response) => response.statusCode);

const wrong = "tebakan-yang-salah";

/** Every checked password costs about 100 ms of scrypt, on a machine that may be busy. */
const slow = 120_000;

/**
 * Summaries are per quarter of an hour on the clock: the test's clock (Date only; timers and
 * Redis's expiry stay real) starts one second into the next quarter, so that no window ends
 * during it. Waiting for a fresh quarter instead cost up to a minute.
 */
function startClockInFreshQuarter() {
  const windowMs = 15 * 60 * 1000;
  const nextQuarter = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  vi.useFakeTimers({ toFake: ["Date"], now: nextQuarter + 1_000, shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

let group = 0;

const counts = [
  { counter: "the database", redis: false },
  { counter: "Redis", redis: true },
] as const;

describe.each(storageKinds)("the sign-in throttle on $kind", ({ kind, enabled }) => {
  describe.each(counts)("counted in $counter", ({ redis }) => {
    const start = async () => {
      group += 1;
      // What is counted, not how fast: a loaded CI machine answered past the server's 500 ms,
      // and an attempt that timed out was counted in the database, as in an outage.
      const sharedState = redis
        ? connectSharedState(redisUrl, `${prefix}${group}:`, 10_000)
        : undefined;
      if (sharedState) {
        for (let waited = 0; !sharedState.reachable(); waited += 20) {
          if (waited > 5_000) throw new Error(`Redis did not answer at ${redisUrl}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const test = await buildTestApp({ storage: kind, sharedState });
      await addCommitteeAccounts(test.app);
      return test.app;
    };

    it.skipIf(!enabled)(
      "holds back the network that guessed, while the owner signs in from another",
      async () => {
        const app = await start();
        for (let failure = 0; failure < 5; failure += 1) {
          expect(await attempt(app, "203.0.113.7", wrong)).toBe(401);
        }
        expect(await attempt(app, "203.0.113.7", adminPassword)).toBe(429);
        // Another address of the same /24 is the same network.
        expect(await attempt(app, "203.0.113.99", adminPassword)).toBe(429);
        expect(await attempt(app, "198.51.100.20", adminPassword)).toBe(200);
      },
      slow,
    );

    it.skipIf(!enabled)(
      "bounds the guesses at one account from many networks at 50 a window",
      async () => {
        const app = await start();
        // Five wrong passwords from each of ten networks, all at once: each is checked.
        const statuses = await Promise.all(
          Array.from({ length: 50 }, (_, index) =>
            attempt(app, `10.0.${Math.floor(index / 5) + 1}.1`, wrong),
          ),
        );
        expect(statuses).toEqual(Array(50).fill(401));
        // The 51st checked attempt is refused wherever it comes from, the right password too.
        expect(await attempt(app, "10.0.11.1", wrong)).toBe(429);
        expect(await attempt(app, "198.51.100.20", adminPassword)).toBe(429);
        // Another account is not held back by it.
        expect(await attempt(app, "198.51.100.20", "kata-sandi-pengamat-1", "pengamat")).toBe(200);
      },
      slow,
    );

    it.skipIf(!enabled)(
      "writes one audit entry per account, network and window for the attempts it refuses",
      async () => {
        startClockInFreshQuarter();
        const app = await start();
        for (let failure = 0; failure < 5; failure += 1) {
          await attempt(app, "203.0.113.7", wrong);
        }
        // Twenty at a time: two hundred at once kept this process's event loop from Redis's
        // answers past their 500 ms under CI's load, and the attempts that timed out were
        // counted in the database instead, as an outage would be (five more were checked).
        const refused: number[] = [];
        for (let round = 0; round < 10; round += 1) {
          refused.push(
            ...(await Promise.all(
              Array.from({ length: 20 }, () => attempt(app, "203.0.113.7", wrong)),
            )),
          );
        }
        expect(refused).toEqual(Array(200).fill(429));
        for (let failure = 0; failure < 8; failure += 1) {
          await attempt(app, "192.0.2.44", wrong);
        }

        const rows = await app.database.db.selectFrom("audit_log").select("action").execute();
        // Three accounts added, ten failures, two summaries of the refused attempts.
        expect(rows).toHaveLength(15);

        const admin = await signIn(app, "ketua", adminPassword);
        const response = await admin.request({ url: "/api/panitia/audit?limit=100" });
        expect(response.statusCode).toBe(200);
        const entries: AuditEntry[] = response.json().entries;
        const throttled = entries.filter((entry) => entry.action === "sign_in_throttled");
        expect(throttled.map((entry) => entry.details.times).sort()).toEqual([200, 3]);
        expect(throttled[0]?.details).toMatchObject({
          username: "ketua",
          network: expect.stringMatching(/^[\w-]{8}$/),
        });
        expect(entries.filter((entry) => entry.action === "sign_in_failed")).toHaveLength(10);
      },
      slow,
    );
  });
});
