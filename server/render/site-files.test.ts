import { describe, expect, it } from "vitest";
import { sitePagePaths } from "../../content/site-pages";
import { liveQrSvg, robotsTxt, sitemapXml } from "./site-files";

const origin = "https://fb8.example.sch.id";

describe("robots.txt", () => {
  it("keeps crawlers out of the API and the committee's console, and allows everything else", () => {
    const lines = robotsTxt(origin).split("\n");
    expect(lines).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /panitia",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ]);
  });
});

describe("sitemap.xml", () => {
  it("lists the results page and no page of the console", () => {
    const { xml } = sitemapXml(origin, sitePagePaths());
    expect(xml).toContain(`<loc>${origin}/8trepreneur/hasil</loc>`);
    expect(xml).not.toContain("/panitia");
    expect(xml).not.toContain("/not-found");
  });

  it("leaves out the vote confirmation page, which only an e-mail's link leads to", () => {
    expect(sitemapXml(origin, sitePagePaths()).xml).not.toContain("/8trepreneur/konfirmasi");
  });
});

describe("the live ranking's QR code", () => {
  it("is an SVG of the 8trepreneur page's public address", async () => {
    const svg = await liveQrSvg(origin);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('fill="#ffffff"');
  });
});
