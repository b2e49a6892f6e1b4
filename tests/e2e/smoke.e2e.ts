import { expect, test } from "./fixtures";
import { brokenImages, horizontalOverflow, viewports, watchForProblems } from "./support";

/** Every route of the specification's table, with the heading a visitor should see first. */
const routes = [
  { path: "/", heading: "Ruang, waktu, dan zaman selalu bergerak", title: "FB8 | Home" },
  { path: "/about", heading: "Tentang FB8" },
  { path: "/trial", heading: "8trepreneur" },
  { path: "/gallery-throwback", heading: "Gallery Throwback FB8" },
  { path: "/expression", heading: "Expression 2022" },
  { path: "/8trepreneur", heading: "8TREPRENEUR" },
  { path: "/8trepreneur/international", heading: "PICK YOUR DESTINATION" },
  { path: "/8trepreneur/international/onigiri", heading: "Onigiri XI MIPA B" },
  { path: "/8trepreneur/domestic", heading: "PICK YOUR DESTINATION" },
  { path: "/8trepreneur/domestic/rendang", heading: "Rendang X MIPA C" },
  { path: "/8trepreneur/hasil", heading: "Hasil Vote 8trepreneur" },
  { path: "/collaboreight", heading: "Collaboreight" },
  { path: "/guest-star", heading: "Mascot & Guest Star" },
  { path: "/coming-soon", heading: "Coming Soon" },
  { path: "/not-found", heading: "Page Not Found", status: 404 },
  { path: "/halaman-yang-tidak-ada", heading: "Page Not Found", status: 404 },
];

for (const viewport of viewports) {
  test.describe(`every route on a ${viewport.width}×${viewport.height} ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route.path} renders cleanly`, async ({ visit, page, baseURL }) => {
        const origin = baseURL ?? "";
        const expectedStatus = route.status ?? 200;
        const problems = watchForProblems(page, origin, (url) =>
          new URL(url).pathname === route.path ? [expectedStatus] : [],
        );

        const response = await visit(route.path);
        expect(response?.status()).toBe(expectedStatus);

        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole("heading", { name: route.heading }).first()).toBeVisible();
        if (route.title) await expect(page).toHaveTitle(route.title);
        expect(await horizontalOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(0);
        expect(await brokenImages(page), "pictures that failed to load").toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test("every page is prerendered: its heading is in the HTML before any script runs", async ({
  request,
}) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(route.status ?? 200);
    const html = await response.text();
    const visibleText = html
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(visibleText, route.path).toContain(route.heading.replaceAll("&", "&amp;"));
    expect(html, route.path).toMatch(/<html lang="id"/);
    expect(html, route.path).toMatch(/<meta name="description" content=".{50,}"/);
  }
});

test("every page has its own title", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of routes.filter((entry) => !entry.status)) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    expect(title, route.path).not.toBe("");
    titles.set(route.path, title);
  }
  const dishAndPickers = ["/8trepreneur/domestic", "/8trepreneur/domestic/rendang"];
  expect(titles.get(dishAndPickers[0] ?? "")).not.toBe(titles.get(dishAndPickers[1] ?? ""));
  expect(new Set(titles.values()).size).toBe(titles.size);
});

test("a dish page shared as a link previews with its own title, text and picture", async ({
  request,
}) => {
  const html = await (await request.get("/8trepreneur/domestic/rendang")).text();
  const meta = (property: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`))?.[1];
  expect(meta("og:title")).toBe("Rendang – X MIPA C | 8trepreneur FB8");
  expect(meta("og:description")).toMatch(/^Rendang adalah/);
  expect(meta("og:image")).toMatch(/^https?:\/\/[^/]+\/assets\/dish-rendang-[\w-]+\.jpg$/);
  expect(meta("twitter:card")).toBe("summary_large_image");
  const image = await request.get(new URL(meta("og:image") ?? "").pathname);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect((await image.body()).length).toBeGreaterThan(10_000);
});

test("sitemap.xml lists every page but the not-found one, and robots.txt names it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locations).toHaveLength(32);
  expect(locations).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/8trepreneur/domestic/rendang",
      "/8trepreneur/international/onigiri",
      "/8trepreneur/hasil",
      "/8trepreneur/langsung",
    ]),
  );
  expect(locations).not.toContain("/not-found");
  expect(locations.filter((path) => path.startsWith("/panitia"))).toEqual([]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
});

test("an unknown dish redirects to /not-found", async ({ visit, page }) => {
  await visit("/8trepreneur/domestic/pizza-keju");
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a dish of the other category redirects to /not-found", async ({ visit, page }) => {
  await visit("/8trepreneur/domestic/onigiri");
  await expect(page).toHaveURL(/\/not-found$/);
});
