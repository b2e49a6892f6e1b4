import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { consolePaths, paths } from "../common/paths";
import { publicUrl } from "../common/public-url";
import { sitePagePaths } from "../content/site-pages";

/**
 * After the build: sitemap.xml lists every page of the site but the not-found one, and
 * robots.txt points crawlers to it, both with PUBLIC_URL's absolute addresses.
 */
const root = "build/client";
const origin = publicUrl();

const listed = sitePagePaths()
  .filter((path) => path !== paths.notFound)
  .sort();
const entries = listed.map(
  (path) => `  <url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`,
);
writeFileSync(
  join(root, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`,
);
writeFileSync(
  join(root, "robots.txt"),
  `User-agent: *
Allow: /
Disallow: /api/
Disallow: ${consolePaths.home}

Sitemap: ${origin}/sitemap.xml
`,
);
console.log(`sitemap: ${listed.length} pages under ${origin}`);
