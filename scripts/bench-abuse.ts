/**
 * npm run bench:abuse — scripted attacks on the real server, on a fresh database, with the
 * defaults a festival would run (rate limit, proof of work, flagging), and a table of what
 * each attack got counted. Each attack votes for its own dish from its own client address
 * (the server trusts one proxy hop, and the script writes X-Forwarded-For) in its own /24,
 * so the attacks do not share a rate limit or a flagging count. The server asks a DNS server
 * started here which domains exist. Traffic goes to 127.0.0.1 only, and every loop is bounded
 * in count and in time.
 */
import type { ResultsResponse } from "../common/committee-api";
import { apiPaths, committeeApiPaths } from "../common/paths";
import { festival } from "../content";
import { disposableDomainList } from "../server/voting/disposable-domains";
import { startServerWithAdmin } from "./support/committee-server";
import { startDnsServer, type Zone } from "./support/dns-server";
import { solve } from "./support/proof-of-work";
import { startSmtpServer } from "./support/smtp-server";

const attackSeconds = Number(process.env.BENCH_ABUSE_SECONDS ?? 60);

type Attack = {
  label: string;
  food: string;
  ip: string;
  addresses: string[];
  proofOfWork: boolean;
  target: string;
};

/** `s.iswa+17@googlemail.com`, `SI.S.WA+18@gmail.com`, …: one inbox under 1,000 names. */
function gmailAlias(index: number): string {
  const name = [..."siswa"]
    .map((letter, position) => (position > 0 && (index >> position) & 1 ? `.${letter}` : letter))
    .join("");
  const cased = index % 3 === 0 ? name.toUpperCase() : name;
  return `${cased}+${index}@${index % 2 ? "googlemail.com" : "gmail.com"}`;
}

/** A real school's domain that is not the festival's own. */
const realDomain = "sman3bogor.sch.id";
/** 1,000 domains that exist, one per vote: what a script rotating real domains would use. */
const existingDomains = Array.from({ length: 1_000 }, (_, index) => `smp${index}.sch.id`);

const zone: Zone = Object.fromEntries([
  ["gmail.com", { mx: "gmail-smtp-in.l.google.com" }],
  [realDomain, { a: "192.0.2.30" }],
  ...existingDomains.map((domain) => [domain, { a: "192.0.2.31" }]),
]);

const attacks: Attack[] = [
  {
    label: "(a) 1,000 aliases of one Gmail address",
    food: "rendang",
    ip: "198.18.1.10",
    addresses: Array.from({ length: 1_000 }, (_, index) => gmailAlias(index)),
    proofOfWork: true,
    target: "1 counted",
  },
  {
    label: "(b) 500 addresses at 50 disposable domains",
    food: "rawon",
    ip: "198.18.2.10",
    addresses: disposableDomainList()
      .slice(0, 50)
      .flatMap((domain) => Array.from({ length: 10 }, (_, index) => `pemilih${index}@${domain}`)),
    proofOfWork: true,
    target: "0 counted",
  },
  {
    label: "(c) 1,000 invented addresses at a real domain, one IP, no proof of work",
    food: "coto-makassar",
    ip: "198.18.3.10",
    addresses: Array.from({ length: 1_000 }, (_, index) => `murid${index}@${realDomain}`),
    proofOfWork: false,
    target: "0 counted",
  },
  {
    label: "(d) the same, proof of work solved by the script",
    food: "mie-gomak",
    ip: "198.18.4.10",
    addresses: Array.from({ length: 1_000 }, (_, index) => `siswi${index}@${realDomain}`),
    proofOfWork: true,
    target: "≤ threshold (60) counted, the rest flagged",
  },
  {
    label: "(e) 1,000 addresses at 1,000 invented domains, proof of work solved",
    food: "soto-betawi",
    ip: "198.18.6.10",
    addresses: Array.from({ length: 1_000 }, (_, index) => `siswa${index}@acak${index}q.sch.id`),
    proofOfWork: true,
    target: "0 counted",
  },
  {
    label: "(f) 1,000 addresses at 1,000 domains that exist, proof of work solved",
    food: "sate-lilit",
    ip: "198.18.7.10",
    addresses: existingDomains.map((domain, index) => `siswa${index}@${domain}`),
    proofOfWork: true,
    target: "≤ threshold (60) counted, the rest flagged",
  },
  {
    label: "(g) 1,000 invented addresses at the school's own domain, proof of work solved",
    food: "tempe-mendoan",
    ip: "198.18.8.10",
    addresses: Array.from(
      { length: 1_000 },
      (_, index) => `murid${index}@${festival.schoolEmailDomain}`,
    ),
    proofOfWork: true,
    target: "≤ network threshold (600) per 10 minutes counted, the rest flagged",
  },
];

const confirmationAttack: Attack = {
  label: "(h) attack (d) with confirmation by e-mail on",
  food: "bika-ambon",
  ip: "198.18.5.10",
  addresses: Array.from({ length: 1_000 }, (_, index) => `tamu${index}@${realDomain}`),
  proofOfWork: true,
  target: "0 counted",
};

type Outcome = { sent: number; refused: Map<string, number>; seconds: number };

async function run(base: string, attack: Attack): Promise<Outcome> {
  const refused = new Map<string, number>();
  const started = Date.now();
  const deadline = started + attackSeconds * 1000;
  let sent = 0;
  for (const email of attack.addresses) {
    if (Date.now() >= deadline) break;
    let altcha: string | undefined;
    if (attack.proofOfWork) {
      // From the attacker's own address, as the vote: the challenge route is rate-limited too.
      const challenge = await fetch(`${base}${apiPaths.voteChallenge}`, {
        headers: { "x-forwarded-for": attack.ip },
      });
      if (!challenge.ok) {
        sent += 1;
        const code = `${challenge.status} challenge`;
        refused.set(code, (refused.get(code) ?? 0) + 1);
        continue;
      }
      altcha = await solve(await challenge.json());
    }
    const response = await fetch(`${base}${apiPaths.votes("domestic", attack.food)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": attack.ip },
      body: JSON.stringify({ email, altcha }),
    });
    sent += 1;
    if (response.status >= 400) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      const code = `${response.status} ${body.error ?? "?"}`;
      refused.set(code, (refused.get(code) ?? 0) + 1);
    } else {
      await response.arrayBuffer();
    }
  }
  return { sent, refused, seconds: (Date.now() - started) / 1000 };
}

async function dishCounts(committee: (method: string, path: string) => Promise<Response>) {
  const results = (await (
    await committee("GET", committeeApiPaths.results)
  ).json()) as ResultsResponse;
  const domestic = results.categories.find((category) => category.category === "domestic");
  return (food: string) => domestic?.dishes.find((dish) => dish.food === food);
}

async function main() {
  const smtp = await startSmtpServer();
  const dns = await startDnsServer(zone);
  const { server, committee } = await startServerWithAdmin({
    VOTE_DNS_SERVERS: dns.server,
    TRUST_PROXY: "1",
    VOTE_RATE_LIMIT_PER_MINUTE: "120",
    VOTE_PROOF_OF_WORK: "on",
    VOTE_FLAGGING: "on",
    SMTP_URL: smtp.url,
    MAIL_FROM: "panitia@fb8.test",
    // Mails link to PUBLIC_URL only, and it must be https when SMTP_URL is set.
    PUBLIC_URL: "https://fb8.example.sch.id",
  });
  const rows: string[][] = [];
  try {
    const record = async (attack: Attack, outcome: Outcome) => {
      const dish = (await dishCounts(committee))(attack.food);
      const refusals = [...outcome.refused].map(([code, count]) => `${count} × ${code}`).join(", ");
      rows.push([
        attack.label,
        String(outcome.sent),
        `${outcome.seconds.toFixed(0)} s`,
        String(dish?.votes ?? 0),
        String(dish?.flagged ?? 0),
        String(dish?.pending ?? 0),
        refusals || "none",
        attack.target,
      ]);
      console.log(`${attack.label}: done`);
    };
    for (const attack of attacks) await record(attack, await run(server.url, attack));
    const turnedOn = await committee("PUT", committeeApiPaths.defenceSettings, {
      confirmationRequired: true,
    });
    if (!turnedOn.ok) throw new Error(`confirmation not turned on: ${await turnedOn.text()}`);
    await record(confirmationAttack, await run(server.url, confirmationAttack));
    console.log(`mails captured by the in-process SMTP server: ${smtp.messages.length}`);
  } finally {
    await server.stop();
    await smtp.close();
    await dns.close();
  }
  const header = ["attack", "sent", "time", "counted", "flagged", "pending", "refused", "target"];
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
