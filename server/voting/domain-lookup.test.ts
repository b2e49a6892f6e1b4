import { expect, it, onTestFinished } from "vitest";
import { type DnsMode, startDnsServer } from "../../scripts/support/dns-server";
import { createDomainLookup, type DomainLookupOptions } from "./domain-lookup";

async function lookupWith(options: Omit<DomainLookupOptions, "servers"> = {}, mode?: DnsMode) {
  const dns = await startDnsServer(
    {
      "gmail.com": { mx: "gmail-smtp-in.l.google.com" },
      "satu.sch.id": { a: "192.0.2.1" },
      "dua.sch.id": { mx: "mail.dua.sch.id" },
    },
    mode,
  );
  onTestFinished(() => dns.close());
  const changes: boolean[] = [];
  const lookup = createDomainLookup({
    servers: [dns.server],
    onChange: (reachable) => changes.push(reachable),
    ...options,
  });
  return {
    dns,
    lookup,
    changes,
    asked: (domain: string) => dns.questions.filter((q) => q.startsWith(`${domain} `)).length,
  };
}

it("asks once for two votes at one domain arriving together", async () => {
  const { lookup, asked } = await lookupWith();
  expect(await lookup.probe()).toBe(true);
  expect(await Promise.all([lookup.check("satu.sch.id"), lookup.check("satu.sch.id")])).toEqual([
    "exists",
    "exists",
  ]);
  expect(asked("satu.sch.id")).toBe(3);
});

it("keeps at most cacheSize answers, the oldest leaving first, and forgets them after their time", async () => {
  const { lookup, asked } = await lookupWith({ cacheSize: 2, unknownForMs: 0 });
  await lookup.probe();
  await lookup.check("satu.sch.id");
  await lookup.check("dua.sch.id");
  await lookup.check("tiga.sch.id");
  // satu left the cache for tiga; dua is still in it.
  await lookup.check("dua.sch.id");
  await lookup.check("satu.sch.id");
  expect([asked("satu.sch.id"), asked("dua.sch.id")]).toEqual([6, 3]);
  // An unknown domain is believed for unknownForMs (here none): asked again.
  expect(await lookup.check("tiga.sch.id")).toBe("unknown");
  expect(asked("tiga.sch.id")).toBe(6);
});

it("lets a vote through when a lookup times out, and goes back to probing", async () => {
  const { dns, lookup, changes } = await lookupWith({ timeoutMs: 200 });
  expect(await lookup.probe()).toBe(true);
  dns.setMode("silent");
  expect(await lookup.check("baru.sch.id")).toBe("unchecked");
  expect(lookup.reachable()).toBe(false);
  // Until a probe answers, checks are skipped without asking.
  const asked = dns.questions.length;
  expect(await lookup.check("lain.sch.id")).toBe("unchecked");
  expect(dns.questions.length).toBe(asked);
  dns.setMode("zone");
  expect(await lookup.probe()).toBe(true);
  expect(await lookup.check("lain.sch.id")).toBe("unknown");
  expect(changes).toEqual([true, false, true]);
});
