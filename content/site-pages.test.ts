import { describe, expect, it } from "vitest";
import { consolePaths, paths } from "../common/paths";
import routerConfig from "../react-router.config";
import { sitePagePaths } from "./site-pages";

describe("the pages the build writes", () => {
  it("include the 8trepreneur results page, prerendered like every other page", () => {
    expect(paths.results).toBe("/8trepreneur/hasil");
    expect(sitePagePaths()).toContain(paths.results);
    // React Router prerenders exactly this list (react-router.config.ts).
    expect(routerConfig.prerender).toBe(sitePagePaths);
  });

  it("include the vote confirmation page, so an e-mail's link lands on a prerendered page", () => {
    expect(paths.confirmVote).toBe("/8trepreneur/konfirmasi");
    expect(sitePagePaths()).toContain(paths.confirmVote);
  });

  it("never include the committee's console", () => {
    const console = Object.values(consolePaths);
    expect(
      sitePagePaths().filter((path) => console.some((hidden) => path.startsWith(hidden))),
    ).toEqual([]);
  });
});
