import QRCode from "qrcode";
import { consolePaths, paths } from "../../common/paths";

/**
 * Written by the renderer beside every release's pages (render-release.ts): sitemap.xml
 * lists every page of the site but the not-found one and the vote confirmation page (reached only from an e-mail's link, and noindex), and
 * robots.txt points crawlers to it, both with PUBLIC_URL's absolute addresses. robots.txt also
 * keeps crawlers out of the committee's console, which is private (its pages only sign in).
 * The live ranking's QR code to the 8trepreneur page is written here too, from the same
 * PUBLIC_URL: the one address the server knows the site by.
 */
export function sitemapXml(
  origin: string,
  pagePaths: readonly string[],
): { xml: string; count: number } {
  const listed = pagePaths
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

/**
 * The QR code the hall's projector shows: level M, as a screen is never creased or splashed
 * (the printed posters use Q); fewer modules make each one larger, so it scans from farther.
 */
export function liveQrSvg(origin: string): Promise<string> {
  return QRCode.toString(`${origin}${paths.entrepreneur}`, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#140b2e", light: "#ffffff" },
  });
}
