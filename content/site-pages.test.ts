import { describe, expect, it } from "vitest";
import { consolePaths, paths } from "../common/paths";
import routerConfig from "../react-router.config";
import { sitePagePaths } from "./site-pages";

describe("the pages the build writes", () => {
  it("include the 8trepreneur results page, prerendered like every other page", async () => {
    expect(paths.results).toBe("/8trepreneur/hasil");
    expect(sitePagePaths()).toContain(paths.results);
    const prerender = routerConfig.prerender;
    const prerendered =
      typeof prerender === "function" ? await prerender({ getStaticPaths: () => [] }) : prerender;
    expect(prerendered).toContain(paths.results);
  });

  it("never include the committee's console", () => {
    const console = Object.values(consolePaths);
    expect(
      sitePagePaths().filter((path) => console.some((hidden) => path.startsWith(hidden))),
    ).toEqual([]);
  });
});
