import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { pages } from "../../content";
import { test as base, expect, type Visit } from "./fixtures";

const { home, gallery, collaboreight } = pages;
const photoCount = gallery.photos.length;
const countOf = (kind: "image" | "video") =>
  home.sponsors.items.filter((sponsor) => sponsor.kind === kind).length;

/**
 * The countdown as a visitor reads it: ["50 Jam", "00 Menit", "03 Detik"]. The tiles inside the
 * timer have no role of their own, so their classes pair each number with its unit.
 */
const units = (page: Page) =>
  page
    .getByRole("timer")
    .locator(".countdown__unit")
    .evaluateAll((elements) =>
      elements.map((element) => {
        const value = element.querySelector(".countdown__value")?.textContent;
        const label = element.querySelector(".countdown__label")?.textContent;
        return `${value} ${label}`;
      }),
    );

/**
 * `openAt(path, time, page?)` opens `path` with the browser's clock stopped at `time`: the page
 * loads a minute earlier and the clock then jumps to `time` and stays there until the test
 * moves it.
 */
type OpenAt = (path: string, time: string, page?: Page) => Promise<void>;
/**
 * `pageWith(options)` opens a page of a browser context of its own, for a visitor whose browser
 * differs from the test's (a time zone, reduced motion); its context closes when the test ends, if
 * the test has not closed it sooner.
 */
type PageWith = (options: BrowserContextOptions) => Promise<Page>;
const test = base.extend<{ openAt: OpenAt; pageWith: PageWith }>({
  openAt: async ({ page: testPage, visit }, use) => {
    await use(async (path, time, page = testPage) => {
      const moment = new Date(time);
      await page.clock.install({ time: new Date(moment.getTime() - 60_000) });
      await visit(path, { page });
      await page.clock.pauseAt(moment);
    });
  },
  pageWith: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

test.describe("Home", () => {
  test("has its title and the sections in order", async ({ visit, page }) => {
    await visit("/");
    await expect(page).toHaveTitle("FB8 | Home");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      "8trepreneur",
      "Collaboreight",
      "Expression",
      "Menuju puncak acara",
      "Sponsor & Media partner",
    ]);
    await expect(page.getByRole("link", { name: "Jelajah" })).toHaveAttribute(
      "href",
      "/8trepreneur",
    );
    await expect(page.getByRole("link", { name: "Lihat Collaboreight" })).toHaveAttribute(
      "href",
      "/collaboreight",
    );
    await expect(page.getByRole("link", { name: "To Expression" })).toHaveAttribute(
      "href",
      "/expression",
    );
    await expect(
      page.getByRole("region", { name: "Expression", exact: true }).getByRole("listitem"),
    ).toHaveCount(home.expressionTeaser.points.length);
    await expect(page.getByText(/Vote produk favoritmu dan dukung kelas/)).toBeVisible();
  });

  test("loads only the hero eagerly; every other picture waits, and all have a size and alt", async ({
    visit,
    page,
  }) => {
    await visit("/");
    const pictures = await page.locator("img").evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute("src") ?? "",
        loading: image.getAttribute("loading"),
        sized: image.hasAttribute("width") && image.hasAttribute("height"),
        alt: image.getAttribute("alt"),
      })),
    );
    const eager = pictures.filter((picture) => picture.loading !== "lazy");
    expect(eager.map((picture) => picture.src)).toEqual([expect.stringMatching(/\/hero-/)]);
    for (const picture of pictures) {
      expect(picture.sized, picture.src).toBe(true);
      expect(picture.alt, picture.src).not.toBeNull();
    }
  });

  test("the hero's Jelajah scrolls to the 8trepreneur section and moves focus there", async ({
    visit,
    page,
  }) => {
    await visit("/");
    await page.getByRole("button", { name: "Jelajah" }).click();
    const section = page.locator('[id="8trepreneur"]');
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  });

  for (const [width, expected] of [
    [1440, "teaser-collaboreight-large"],
    [949, "teaser-collaboreight-small"],
  ] as const) {
    test(`the Collaboreight teaser downloads only the ${expected.split("-").at(-1)} picture at ${width} px`, async ({
      visit,
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("teaser-collaboreight")) requested.push(request.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await visit("/");
      const picture = page.getByRole("region", { name: "Collaboreight" }).getByRole("img");
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toContain(expected);
      expect(requested).toHaveLength(1);
    });
  }

  test("the countdown shows hours, not days, and ticks every second", async ({ openAt, page }) => {
    // 50 hours and 3 seconds before 12 June 2022 23:59:59 WIB.
    await openAt("/", "2022-06-10T21:59:56+07:00");
    await expect(page.getByText("12 Juni 2022")).toBeVisible();
    await expect.poll(() => units(page)).toEqual(["50 Jam", "00 Menit", "03 Detik"]);
    await page.clock.runFor(1000);
    await expect.poll(() => units(page)).toEqual(["50 Jam", "00 Menit", "02 Detik"]);
    await page.clock.runFor(3000);
    await expect.poll(() => units(page)).toEqual(["49 Jam", "59 Menit", "59 Detik"]);
  });

  test("the countdown stops at 00 once the moment has passed", async ({ openAt, page }) => {
    await openAt("/", "2022-06-12T23:59:58+07:00");
    await expect.poll(() => units(page)).toEqual(["00 Jam", "00 Menit", "01 Detik"]);
    await page.clock.runFor(5000);
    await expect.poll(() => units(page)).toEqual(["00 Jam", "00 Menit", "00 Detik"]);
  });

  test("counts to the instant in WIB, whatever the visitor's time zone", async ({
    openAt,
    pageWith,
  }) => {
    const page = await pageWith({ timezoneId: "America/New_York" });
    await openAt("/", "2022-06-12T22:59:59+07:00", page);
    await expect.poll(() => units(page)).toEqual(["01 Jam", "00 Menit", "00 Detik"]);
  });

  test("sponsors: 3 logos and 3 muted looping videos, in another order on phones", async ({
    visit,
    page,
  }) => {
    const order = () =>
      page.locator(".sponsor-card").evaluateAll((cards) =>
        cards
          .map((card) => ({
            name: card.querySelector(".sponsor-card__name")?.textContent,
            top: card.getBoundingClientRect().top,
            left: card.getBoundingClientRect().left,
          }))
          .sort((a, b) => a.top - b.top || a.left - b.left)
          .map((card) => card.name),
      );
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit("/");
    await expect(page.locator(".sponsor-card img")).toHaveCount(countOf("image"));
    const videos = page.locator(".sponsor-card video");
    await expect(videos).toHaveCount(countOf("video"));
    for (const video of await videos.all()) {
      expect(
        await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop),
      ).toBe(true);
    }
    const desktop = await order();
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = await order();
    expect(phone).not.toEqual(desktop);
    const widths = await page
      .locator(".sponsor-card")
      .evaluateAll((cards) => new Set(cards.map((card) => card.getBoundingClientRect().left)).size);
    expect(widths, "one column at 820 px and below").toBe(1);
  });

  test("sponsor videos play on screen, but not for visitors who ask for reduced motion", async ({
    visit,
    pageWith,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const page = await pageWith({ reducedMotion });
      await visit("/", { page });
      const video = page.locator(".sponsor-card video").first();
      await video.scrollIntoViewIfNeeded();
      const playing = () => video.evaluate((element: HTMLVideoElement) => !element.paused);
      if (reducedMotion === "no-preference") {
        await expect.poll(playing, reducedMotion).toBe(true);
      } else {
        // Still paused after the time a video on screen takes to start in the other context.
        await page.waitForTimeout(800);
        expect(await playing(), reducedMotion).toBe(false);
      }
      expect(await video.getAttribute("poster")).toMatch(/poster/);
      // The playing video stops before the next visitor's page loads on a busy machine.
      await page.context().close();
    }
  });
});

test("About has a heading and two paragraphs, side by side from 768 px", async ({
  visit,
  page,
}) => {
  const tops = () =>
    page
      .locator(".about__body p")
      .evaluateAll((paragraphs) =>
        paragraphs.map((paragraph) => Math.round(paragraph.getBoundingClientRect().top)),
      );
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit("/about");
  await expect(page.getByRole("heading", { level: 1, name: "Tentang FB8" })).toBeVisible();
  await expect(page.locator(".about__body p")).toHaveCount(2);
  const [firstWide, secondWide] = await tops();
  expect(secondWide).toBe(firstWide);
  await page.setViewportSize({ width: 767, height: 900 });
  const [firstNarrow, secondNarrow] = await tops();
  expect(secondNarrow ?? 0).toBeGreaterThan(firstNarrow ?? 0);
});

test.describe("Gallery Throwback", () => {
  // "3 / 9", the carousel's live region.
  const position = (page: Page) => page.getByRole("status");

  /**
   * Opens the gallery and waits until its carousel has started: Embla is fetched after the
   * page hydrates, and until it runs the arrows, keys and swipes do nothing.
   */
  const openGallery = async (visit: Visit, page: Page) => {
    await visit("/gallery-throwback", { page });
    await expect(page.locator('[data-carousel="started"]')).toBeAttached();
  };

  test("moves one slide at a time with named buttons, arrow keys and the heading", async ({
    visit,
    page,
  }) => {
    await openGallery(visit, page);
    await expect(page.locator(".gallery-carousel__slide")).toHaveCount(photoCount);
    await expect(position(page)).toHaveText(`1 / ${photoCount}`);
    await page.getByRole("button", { name: "Foto berikutnya" }).click();
    await expect(position(page)).toHaveText(`2 / ${photoCount}`);
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText(`3 / ${photoCount}`);
    await page.keyboard.press("ArrowLeft");
    await expect(position(page)).toHaveText(`2 / ${photoCount}`);
    await page.getByRole("heading", { level: 1, name: "Gallery Throwback FB8" }).click();
    await expect(position(page)).toHaveText(`1 / ${photoCount}`);
    // It loops: before the first comes the ninth.
    await page.getByRole("button", { name: "Foto sebelumnya" }).click();
    await expect(position(page)).toHaveText(`${photoCount} / ${photoCount}`);
  });

  test("slides in steps, but moves at once for visitors who ask for reduced motion", async ({
    visit,
    pageWith,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const page = await pageWith({ reducedMotion });
      await openGallery(visit, page);
      await expect(position(page)).toHaveText(`1 / ${photoCount}`);
      // Every position the track is painted at, frame by frame, for 700 ms after "next": longer
      // than the 500 ms slide, so a busy machine that paints few frames still sees it move.
      const positions = await page.evaluate(async () => {
        const track = document.querySelector<HTMLElement>(".gallery-carousel__track");
        const next = document.querySelector<HTMLButtonElement>(
          'button[aria-label="Foto berikutnya"]',
        );
        if (!track || !next) throw new Error("no carousel");
        const seen: string[] = [];
        next.click();
        const started = performance.now();
        while (performance.now() - started < 700) {
          await new Promise(requestAnimationFrame);
          const transform = getComputedStyle(track).transform;
          if (seen.at(-1) !== transform) seen.push(transform);
        }
        return seen;
      });
      await expect(position(page)).toHaveText(`2 / ${photoCount}`);
      if (reducedMotion === "reduce") expect(positions.length, positions.join(" → ")).toBe(1);
      // A slide is painted in several places on its way; a jump in exactly one.
      else expect(positions.length, positions.join(" → ")).toBeGreaterThanOrEqual(3);
      await page.context().close();
    }
  });

  test("follows a swipe", async ({ visit, page }) => {
    await openGallery(visit, page);
    const box = await page.locator(".gallery-carousel__viewport").boundingBox();
    if (!box) throw new Error("no carousel");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect(position(page)).toHaveText(`2 / ${photoCount}`);
  });

  /** How far the first photo sits from the carousel's left edge. */
  const firstPhotoMargin = async (page: Page) => {
    const viewport = await page.locator(".gallery-carousel__viewport").boundingBox();
    const current = await page.locator(".gallery-carousel__slide").first().boundingBox();
    if (!viewport || !current) throw new Error("no carousel");
    return Math.round(current.x - viewport.x);
  };

  for (const [width, margin] of [
    [1440, 60],
    [360, 0],
  ] as const) {
    test(`${margin ? "shows" : "hides"} the neighbouring slides at ${width} px, and the first photo stays put when the carousel starts`, async ({
      visit,
      browser,
      baseURL,
    }) => {
      const viewport = { width, height: 900 };
      // Without scripts: the prerendered page, as a visitor sees it before the carousel loads.
      const bare = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL });
      const before = await bare.newPage();
      await before.goto("/gallery-throwback");
      expect(await firstPhotoMargin(before)).toBe(margin);
      await bare.close();

      const live = await browser.newContext({ viewport, baseURL });
      const after = await live.newPage();
      await openGallery(visit, after);
      expect(await firstPhotoMargin(after)).toBe(margin);
      await live.close();
    });
  }
});

test.describe("Expression", () => {
  test("opens the gallery in a new tab and counts the click", async ({ visit, page, request }) => {
    await visit("/expression");
    await expect(page.getByRole("heading", { level: 1, name: "Expression 2022" })).toBeVisible();
    await expect(page.getByText("Cari tahu lebih banyak tentang Expression 2022 👇")).toBeVisible();
    await expect(page.getByText("And vote your favorite short video here!")).toBeVisible();
    await expect(page.getByRole("link", { name: /TikTok/ })).toHaveAttribute("target", "_blank");
    // The outside world is not reachable from here; the new tab only has to open.
    await page
      .context()
      .route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
        route.fulfill({ status: 200, body: "galeri" }),
      );
    const before = (await (await request.get("/api/expression/clicks")).json()).clicks;
    const gallery = page.getByRole("link", { name: /Galeri pameran budaya/ }).first();
    await expect(gallery).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), gallery.click()]);
    expect(popup.url()).toMatch(/^https:\/\//);
    await expect
      .poll(async () => (await (await request.get("/api/expression/clicks")).json()).clicks)
      .toBe(before + 1);
  });

  test("logs a failed count as 'Error adding document: ' and still opens the tab", async ({
    visit,
    page,
  }) => {
    await page
      .context()
      .route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
        route.fulfill({ status: 200, body: "galeri" }),
      );
    await page.route("**/api/expression/clicks", (route) =>
      route.fulfill({ status: 503, body: "" }),
    );
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await visit("/expression");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("link", { name: /Galeri pameran budaya/ })
        .first()
        .click(),
    ]);
    // The tab opens at the gallery, not at a blank page, although the count failed.
    expect(popup.url()).toMatch(/^https:\/\//);
    await expect
      .poll(() => errors.some((text) => text.startsWith("Error adding document: ")))
      .toBe(true);
  });
});

test.describe("Collaboreight", () => {
  test("has four sections, their contents, and Jelajah links to the next one", async ({
    visit,
    page,
  }) => {
    await visit("/collaboreight");
    for (const index of [1, 2, 3, 4]) {
      await expect(page.locator(`#collaboreight-${index}`)).toHaveCount(1);
    }
    await expect(page.getByText("Wanea Tatahang").first()).toBeVisible();
    await expect(page.getByRole("term")).toHaveCount(collaboreight.faq.length);
    await expect(page.getByText(/19 Juni 2022/).first()).toBeVisible();
    const findUs = page.locator(".find-us a");
    await expect(findUs).toHaveCount(2);
    for (const link of await findUs.all()) await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.locator("#collaboreight-2 .person-card")).toHaveCount(
      collaboreight.cast.length,
    );
    await expect(page.locator("#collaboreight-3 .person-card")).toHaveCount(
      collaboreight.committee.length,
    );
    await expect(page.locator("#collaboreight-4 .logo-row img")).toHaveCount(
      collaboreight.sponsors.length + collaboreight.mediaPartners.length,
    );
    const explore = page.getByRole("link", { name: "Jelajah" });
    await expect(explore).toHaveCount(3);
    await expect(explore.nth(0)).toHaveAttribute("href", "#collaboreight-2");
    await expect(explore.nth(2)).toHaveAttribute("href", "#collaboreight-4");
    await explore.nth(0).click();
    await expect(page.locator("#collaboreight-2")).toBeInViewport();
  });

  test("puts the cast in rows of 3 and the committee in rows of 4, 3, 3 and 3", async ({
    visit,
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit("/collaboreight");
    const rows = (section: string) =>
      page.locator(`${section} .person-card`).evaluateAll((cards) => {
        const counts = new Map<number, number>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          counts.set(top, (counts.get(top) ?? 0) + 1);
        }
        return [...counts.values()];
      });
    expect(await rows("#collaboreight-2")).toEqual([3, 3, 3, 3]);
    expect(await rows("#collaboreight-3")).toEqual([4, 3, 3, 3]);
  });

  test("opens at the top, even when reached from far down another page", async ({
    visit,
    page,
  }) => {
    await visit("/");
    const link = page.getByRole("link", { name: "Lihat Collaboreight" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/collaboreight$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#collaboreight-1")).toBeInViewport();
  });

  test("keeps Jelajah's name on phones where its text is hidden", async ({ visit, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit("/collaboreight");
    const explore = page.getByRole("link", { name: "Jelajah" }).first();
    await expect(explore).toBeVisible();
    await expect(explore.getByText(pages.collaboreight.explore)).toBeHidden();
  });

  test("snaps to its sections and scrolls without animation for reduced motion", async ({
    visit,
    pageWith,
  }) => {
    const page = await pageWith({ reducedMotion: "reduce" });
    await visit("/collaboreight", { page });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType),
    ).toBe("y"); // "y" is "y proximity": proximity is the default strictness.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
  });
});

test.describe("Mascot & Guest Star", () => {
  test("shows the mystery guest star until 13 June 2022 23:59:59 WIB", async ({ openAt, page }) => {
    await openAt("/guest-star", "2022-06-13T23:59:57+07:00");
    const guess = page.getByRole("region", { name: "Guess our guest star!" });
    const picture = guess.getByRole("img");
    await expect(picture).toHaveAccessibleName("Siluet bintang tamu misterius FB8");
    // The class carries the reveal's transition, which no role or name describes.
    await expect(picture).not.toHaveClass(/revealed/);
    await page.clock.runFor(5000);
    await expect(picture).toHaveAccessibleName("Bintang tamu FB8 yang sudah terungkap");
    await expect(picture).toHaveClass(/guest-star__picture--revealed/);
    await expect(guess.getByRole("button")).toHaveCount(0);
  });

  test("opens each character's dialog, whose carousel restarts for every character", async ({
    visit,
    page,
  }) => {
    await visit("/guest-star");
    await expect(page.getByRole("button", { name: /Naladipha/ })).toBeVisible();
    await page.getByRole("button", { name: /^Arya/ }).click();
    const dialog = page.getByRole("dialog", { name: "Arya" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".character__story p")).toHaveCount(3);
    // The thumbnails' pictures are decorative (alt=""): the one named picture is the main one.
    const main = dialog.getByRole("img");
    await expect(main).toHaveAccessibleName("Arya, gambar 1 dari 3");
    await dialog.getByRole("button", { name: "Gambar berikutnya" }).click();
    await expect(main).toHaveAccessibleName("Arya, gambar 2 dari 3");
    await dialog.getByRole("button", { name: "Gambar 3 dari 3" }).click();
    await expect(main).toHaveAccessibleName("Arya, gambar 3 dari 3");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: /^Nirwana/ }).click();
    const nirwana = page.getByRole("dialog", { name: "Nirwana" });
    await expect(nirwana.getByRole("img")).toHaveAccessibleName("Nirwana, gambar 1 dari 3");
    await nirwana.getByRole("button", { name: "Tutup" }).click();
    await expect(nirwana).toBeHidden();

    await page.getByRole("button", { name: /^Naladipha/ }).click();
    const naladhipa = page.getByRole("dialog", { name: "Naladhipa" });
    await expect(naladhipa.getByRole("button", { name: /^Gambar \d dari 2$/ })).toHaveCount(2);
    await naladhipa.getByRole("button", { name: "Gambar sebelumnya" }).click();
    await expect(naladhipa.getByRole("img")).toHaveAccessibleName("Naladhipa, gambar 2 dari 2");
  });

  test("shows the portrait picture in the dialog at 820 px and below", async ({ visit, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit("/guest-star");
    await page.getByRole("button", { name: /^Arya/ }).click();
    const main = page.getByRole("dialog", { name: "Arya" }).getByRole("img");
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain("arya-1-mobile");
  });
});

test.describe("Coming Soon", () => {
  const at = async (openAt: OpenAt, page: Page, time: string) => {
    await openAt("/coming-soon", time);
    await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
    await expect(page.getByText("11 Juni 2022")).toBeVisible();
    await expect(page.getByText("FB8", { exact: true })).toBeVisible();
  };

  test("shows days, hours and minutes while days remain", async ({ openAt, page }) => {
    await at(openAt, page, "2022-06-09T06:30:00+07:00");
    await expect.poll(() => units(page)).toEqual(["02 Hari", "01 Jam", "30 Menit"]);
  });

  test("shows hours, minutes and seconds on the last day", async ({ openAt, page }) => {
    await at(openAt, page, "2022-06-11T05:59:30+07:00");
    await expect.poll(() => units(page)).toEqual(["02 Jam", "00 Menit", "30 Detik"]);
    await page.clock.runFor(2000);
    await expect.poll(() => units(page)).toEqual(["02 Jam", "00 Menit", "28 Detik"]);
  });

  test("shows 00 everywhere at the moment itself", async ({ openAt, page }) => {
    await at(openAt, page, "2022-06-11T08:00:00+07:00");
    await expect.poll(() => units(page)).toEqual(["00 Jam", "00 Menit", "00 Detik"]);
  });
});
