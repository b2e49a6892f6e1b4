import { describe, expect, it, vi } from "vitest";
import { consolePaths, paths } from "../common/paths";
import routerConfig from "../react-router.config";
import { sitePagePaths } from "./site-pages";

// What the server writes into a build once two editions are archived (the repository's is []).
vi.mock("./archive.json", () => ({
  default: [
    { year: 2022, name: "FB8", publishedAt: "2022-11-30T11:00:00.000Z", categories: [] },
    { year: 2021, name: "FB7", publishedAt: "2021-11-28T10:30:00.000Z", categories: [] },
  ],
}));

describe("the pages a release has", () => {
  it("include the 8trepreneur results page, rendered like every other page", () => {
    expect(paths.results).toBe("/8trepreneur/hasil");
    expect(sitePagePaths()).toContain(paths.results);
    // The server's renderer renders this list (common/site-page-paths.ts); React Router's own
    // prerender renders nothing (react-router.config.ts, docs/decisions/0042).
    expect(routerConfig.prerender).toEqual([]);
  });

  it("include the vote confirmation page, so an e-mail's link lands on a rendered page", () => {
    expect(paths.confirmVote).toBe("/8trepreneur/konfirmasi");
    expect(sitePagePaths()).toContain(paths.confirmVote);
  });

  it("include a results page for each archived year, and for no other year", () => {
    const years = sitePagePaths().filter((path) => path.startsWith(`${paths.results}/`));
    expect(years).toEqual([paths.archivedResults(2022), paths.archivedResults(2021)]);
  });

  it("never include the committee's console", () => {
    const console = Object.values(consolePaths);
    expect(
      sitePagePaths().filter((path) => console.some((hidden) => path.startsWith(hidden))),
    ).toEqual([]);
  });
});
