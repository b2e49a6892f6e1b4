import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type {
  DefencesResponse,
  FlaggedCluster,
  ResultsResponse,
} from "../../../common/committee-api";
import { WithContent } from "../../../tests/repository-content";
import { ConsoleShell } from "./console-shell";
import { DefencesScreen } from "./defences-screen";
import { SessionProvider } from "./session";
import { stubServer } from "./test-server";

/** What the defences screen's tests read: three clusters, largest first, and one domain rule. */
export const network: FlaggedCluster = {
  reason: "network_burst",
  key: "ab12cd34ef56ab12cd34ef56",
  count: 12,
  firstAt: "2022-11-24T01:05:00.000Z",
  lastAt: "2022-11-24T01:20:30.000Z",
  dishes: [
    { category: "domestic", food: "rendang", votes: 10 },
    { category: "domestic", food: "rawon", votes: 2 },
  ],
};
export const domain: FlaggedCluster = {
  reason: "domain_burst",
  key: "contoh-sekolah.sch.id",
  count: 5,
  firstAt: "2022-11-24T02:00:00.000Z",
  lastAt: "2022-11-24T02:10:00.000Z",
  dishes: [{ category: "domestic", food: "rendang", votes: 5 }],
};
export const duplicates: FlaggedCluster = {
  reason: "duplicate_address",
  key: "",
  count: 3,
  firstAt: "2022-11-23T03:00:00.000Z",
  lastAt: "2022-11-23T04:00:00.000Z",
  dishes: [{ category: "domestic", food: "rendang", votes: 3 }],
};

export function defences(change: Partial<DefencesResponse> = {}): DefencesResponse {
  return {
    flagging: {
      enabled: true,
      thresholds: { windowMinutes: 10, networkMax: 20, smallDomainsMax: 4, domainMax: 3 },
      defaults: { windowMinutes: 10, networkMax: 20, smallDomainsMax: 60, domainMax: 15 },
      rateLimitPerMinute: 120,
    },
    schoolDomain: "sman8jkt.sch.id",
    domainLookup: { enabled: true, reachable: true },
    confirmation: { available: false, required: false },
    proofOfWork: { enabled: true },
    domains: [
      {
        domain: "smandelapan.sch.id",
        rule: "allow",
        note: "Domain sekolah",
        addedBy: "ketua",
        addedAt: "2022-11-20T03:00:00.000Z",
      },
    ],
    clusters: [network, domain, duplicates],
    ...change,
  };
}

/** The console's ranking, which names the clusters' dishes: only their names matter here. */
export const ranking: ResultsResponse = {
  generatedAt: "2022-11-24T05:00:00.000Z",
  settings: { resultsPublishedAt: null, hideLiveCount: false, addressesErasedAt: null },
  categories: (["domestic", "international"] as const).map((category) => ({
    category,
    window: { state: "open", opensAt: null, closesAt: null },
    dishes:
      category === "domestic"
        ? [
            { food: "rendang", slug: "rendang", name: "Rendang", classLabel: "X MIPA C" },
            { food: "rawon", slug: "rawon", name: "Rawon", classLabel: "X MIPA F" },
          ].map((dish, index) => ({
            ...dish,
            formerNames: [],
            votes: 0,
            invalidated: 0,
            pending: 0,
            flagged: 0,
            rank: index + 1,
          }))
        : [],
    totals: { votes: 0, invalidated: 0, pending: 0, flagged: 0 },
  })),
};

/** The console with a signed-in member of `role`, on the defences screen. */
export function renderScreen(role: "admin" | "viewer", answers: Parameters<typeof stubServer>[0]) {
  const calls = stubServer({
    "GET /api/panitia/session": () =>
      Response.json({ username: "ketua", role, csrfToken: "csrf-7" }),
    "GET /api/panitia/results": () => Response.json(ranking),
    ...answers,
  });
  const Stub = createRoutesStub([
    {
      path: "/panitia/keamanan",
      Component: () => (
        <SessionProvider>
          <ConsoleShell>
            <DefencesScreen />
          </ConsoleShell>
        </SessionProvider>
      ),
    },
  ]);
  render(
    <WithContent>
      <Stub initialEntries={["/panitia/keamanan"]} />
    </WithContent>,
  );
  return calls;
}
