import { Resolver } from "node:dns/promises";
import type { FastifyInstance } from "fastify";

/**
 * Whether an e-mail domain can receive mail at all: DNS knows it by an MX record, or by an
 * A or AAAA record (where mail goes without an MX). A script that invents a domain for each
 * vote gets `unknown`, and the vote is refused (`email_domain_unknown`).
 *
 * A vote never waits on DNS it cannot trust. A probe name that every working resolver
 * answers (the MX of a large provider) decides whether DNS is reachable; while it is not,
 * as when a resolver answers "no such domain" for everything, checks are skipped at once
 * and /api/health says so. Answers are cached, both ways, in a bounded map, and one lookup
 * takes at most `timeoutMs`; a lookup that times out or fails otherwise lets the vote
 * through and sends the lookup back to probing.
 */
export type DomainVerdict = "exists" | "unknown" | "unchecked";

export type DomainLookupOptions = {
  /** DNS servers as "address" or "address:port" ("[v6]:port"); the system's by default. */
  servers?: string[];
  probeName?: string;
  timeoutMs?: number;
  cacheSize?: number;
  /** How long an answer is believed: a domain that exists, one that does not. */
  existsForMs?: number;
  unknownForMs?: number;
  /**
   * While DNS is unreachable, how long until it is probed again (on the next vote or health
   * check): 2 s after the first failure, doubling up to this. A probe at boot can fail only
   * because the process was busy starting.
   */
  probeEveryMs?: number;
  onChange?: (reachable: boolean) => void;
};

export type DomainLookup = {
  check(domain: string): Promise<DomainVerdict>;
  /** False until a probe has succeeded, and while DNS fails. */
  reachable(): boolean;
  /** Probes now; resolves once the probe has an answer. */
  probe(): Promise<boolean>;
};

/** Answers that say the name has no such record; anything else says nothing about the domain. */
const negativeCodes = new Set(["ENOTFOUND", "ENODATA"]);

const codeOf = (error: unknown) =>
  error instanceof Error && "code" in error ? String(error.code) : "";

export function createDomainLookup(options: DomainLookupOptions = {}): DomainLookup {
  const timeoutMs = options.timeoutMs ?? 800;
  const cacheSize = options.cacheSize ?? 10_000;
  const existsForMs = options.existsForMs ?? 6 * 3_600_000;
  const unknownForMs = options.unknownForMs ?? 10 * 60_000;
  const probeEveryMs = options.probeEveryMs ?? 60_000;
  const probeName = options.probeName ?? "gmail.com";
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);

  const cache = new Map<string, { verdict: "exists" | "unknown"; until: number }>();
  const inFlight = new Map<string, Promise<DomainVerdict>>();
  let reachable = false;
  let probing: Promise<boolean> | undefined;
  let probedAt = Number.NEGATIVE_INFINITY;
  let failedProbes = 0;
  const probeDue = () =>
    Date.now() - probedAt >= Math.min(2_000 * 2 ** Math.max(failedProbes - 1, 0), probeEveryMs);

  const setReachable = (value: boolean) => {
    if (value !== reachable) options.onChange?.(value);
    reachable = value;
  };

  /** Settles within the time bound whatever the resolver does; a late answer is dropped. */
  const bounded = <T>(lookup: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })),
        timeoutMs + 50,
      );
      lookup.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  const probe = () => {
    probing ??= bounded(resolver.resolveMx(probeName))
      .then((records) => records.length > 0)
      .catch(() => false)
      .then((ok) => {
        probedAt = Date.now();
        failedProbes = ok ? 0 : failedProbes + 1;
        probing = undefined;
        setReachable(ok);
        return ok;
      });
    return probing;
  };

  const remember = (domain: string, verdict: "exists" | "unknown") => {
    cache.delete(domain);
    if (cache.size >= cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(domain, {
      verdict,
      until: Date.now() + (verdict === "exists" ? existsForMs : unknownForMs),
    });
  };

  const lookUp = async (domain: string): Promise<DomainVerdict> => {
    const answers = await Promise.allSettled([
      bounded(resolver.resolveMx(domain)),
      bounded(resolver.resolve4(domain)),
      bounded(resolver.resolve6(domain)),
    ]);
    if (answers.some((answer) => answer.status === "fulfilled" && answer.value.length > 0)) {
      remember(domain, "exists");
      return "exists";
    }
    const negative = answers.every(
      (answer) => answer.status === "fulfilled" || negativeCodes.has(codeOf(answer.reason)),
    );
    if (negative) {
      remember(domain, "unknown");
      return "unknown";
    }
    // A timeout or a server failure: DNS, not the domain, is in doubt.
    setReachable(false);
    probedAt = Date.now();
    return "unchecked";
  };

  return {
    async check(domain) {
      const cached = cache.get(domain);
      if (cached && cached.until > Date.now()) return cached.verdict;
      if (!reachable) {
        if (probeDue()) void probe();
        return "unchecked";
      }
      let pending = inFlight.get(domain);
      if (!pending) {
        pending = lookUp(domain).finally(() => inFlight.delete(domain));
        inFlight.set(domain, pending);
      }
      return pending;
    },
    reachable: () => {
      if (!reachable && probeDue()) void probe();
      return reachable;
    },
    probe,
  };
}

/**
 * The DNS check of small domains, probed once the app is ready; DNS going away or coming
 * back is logged once, not once per vote.
 */
export function watchedDomainLookup(app: FastifyInstance, options: DomainLookupOptions) {
  const lookup = createDomainLookup({
    ...options,
    onChange: (reachable) => {
      if (reachable) app.log.info("DNS reachable: small e-mail domains are checked");
      else app.log.warn("DNS unreachable: e-mail domains are not checked until it answers");
    },
  });
  app.addHook("onReady", async () => {
    if (!(await lookup.probe())) {
      app.log.warn("DNS unreachable: e-mail domains are not checked until it answers");
    }
  });
  return lookup;
}
