import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { consolePaths, paths } from "../common/paths";
import { publicUrl } from "../common/public-url";
import { sitePagePaths } from "../content/site-pages";

/**
 * After the build: sitemap.xml lists every page of the site but the not-found one and the
 * vote confirmation page (reached only from an e-mail's link, and noindex), and
 * robots.txt points crawlers to it, both with PUBLIC_URL's absolute addresses. robots.txt also
 * keeps crawlers out of the committee's console, which is private (its pages only sign in).
 */
const root = "build/client";

export function sitemapXml(origin: string): { xml: string; count: number } {
  const listed = sitePagePaths()
    .filter((path) => path !== paths.notFound && path !== paths.confirmVote)
    .sort();
  const entries = listed.map(
    (path) => `  <url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
  return { xml, count: listed.length };
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: ${consolePaths.home}

Sitemap: ${origin}/sitemap.xml
`;
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const origin = publicUrl();
  const sitemap = sitemapXml(origin);
  writeFileSync(join(root, "sitemap.xml"), sitemap.xml);
  writeFileSync(join(root, "robots.txt"), robotsTxt(origin));
  console.log(`sitemap: ${sitemap.count} pages under ${origin}`);
}
