import { expect, it, onTestFinished } from "vitest";
import { apiError } from "../../../common/api-errors";
import type { DefencesResponse } from "../../../common/committee-api";
import { festival } from "../../../content";
import { startDnsServer, type Zone } from "../../../scripts/support/dns-server";
import { castVote, startWithCommittee } from "../../../tests/committee";

/** What a working resolver knows: the probe's large provider, and two small domains. */
const zone: Zone = {
  "gmail.com": { mx: "gmail-smtp-in.l.google.com" },
  "sman3bogor.sch.id": { a: "192.0.2.30" },
  "koperasi-guru.id": { mx: "mail.koperasi-guru.id" },
};

async function start(mode: "zone" | "nxdomain" | "silent") {
  const dns = await startDnsServer(zone, mode);
  onTestFinished(() => dns.close());
  const test = await startWithCommittee({ domainLookup: { servers: [dns.server] } });
  await test.app.ready();
  const health = async () => {
    const answer = await test.app.inject("/api/health");
    return { status: answer.statusCode, body: answer.json() };
  };
  return { ...test, dns, health };
}

it("refuses an address at a small domain that has neither MX nor A record, in Indonesian", async () => {
  const { app, dns, health } = await start("zone");
  const refused = await castVote(app, "siswa1@acak7q.sch.id");
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual(apiError("email_domain_unknown"));
  expect(refused.json().message).toBe(
    "Domain email ini tidak ditemukan, jadi tidak bisa menerima email. Periksa ejaannya, atau gunakan email pribadi atau sekolah.",
  );
  // A domain with an A record or an MX record can receive mail.
  expect((await castVote(app, "siswa@sman3bogor.sch.id")).statusCode).toBe(201);
  expect((await castVote(app, "bendahara@koperasi-guru.id")).statusCode).toBe(201);

  // The answer is cached: the same unknown domain is refused without asking again.
  const asked = dns.questions.length;
  expect((await castVote(app, "siswa2@acak7q.sch.id")).json()).toEqual(
    apiError("email_domain_unknown"),
  );
  expect(dns.questions.length).toBe(asked);

  // Never looked up: the large providers, and the school's own domain (which this DNS server
  // does not know).
  expect((await castVote(app, "siswa@yahoo.com")).statusCode).toBe(201);
  expect((await castVote(app, `siswa@${festival.schoolEmailDomain}`)).statusCode).toBe(201);
  expect(dns.questions.filter((question) => /yahoo|sman8jkt/.test(question))).toEqual([]);
  expect((await health()).body.dns).toEqual({ reachable: true });
});

it("skips the allow-list's domains too", async () => {
  const { app, admin, dns } = await start("zone");
  await admin.request({
    method: "PUT",
    url: "/api/panitia/domains/uji-panitia.id",
    payload: { rule: "allow", note: "akun uji coba" },
  });
  expect((await castVote(app, "panitia@uji-panitia.id")).statusCode).toBe(201);
  expect(dns.questions.filter((question) => question.includes("uji-panitia"))).toEqual([]);
  const defences: DefencesResponse = (
    await admin.request({ method: "GET", url: "/api/panitia/defences" })
  ).json();
  expect(defences.domainLookup).toEqual({ enabled: true, reachable: true });
});

it.each([
  ["answers that no domain exists, not even the probe's", "nxdomain"],
  ["never answers", "silent"],
] as const)(
  "accepts votes and warns in /api/health when the DNS server %s",
  async (_label, mode) => {
    const { app, admin, dns, health, logs } = await start(mode);
    expect((await castVote(app, "siswa1@acak7q.sch.id")).statusCode).toBe(201);
    expect((await castVote(app, "siswa2@acak8q.sch.id")).statusCode).toBe(201);
    // Checks are skipped at once while DNS is unreachable: no vote waits for a lookup.
    expect(dns.questions).toContain("gmail.com MX");
    expect(dns.questions.filter((question) => question !== "gmail.com MX")).toEqual([]);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.dns).toEqual({
      reachable: false,
      warning:
        "DNS unreachable: votes are accepted without checking that small e-mail domains exist",
    });
    expect(logs.some((line) => line.includes("DNS unreachable"))).toBe(true);
    const defences: DefencesResponse = (
      await admin.request({ method: "GET", url: "/api/panitia/defences" })
    ).json();
    expect(defences.domainLookup).toEqual({ enabled: true, reachable: false });
  },
);
