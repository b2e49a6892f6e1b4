import { dishesIn } from "../../content";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./support";

test("the 8trepreneur landing leads to both pickers through real, named links", async ({
  page,
}) => {
  await page.goto("/8trepreneur");
  await expect(page.getByRole("heading", { level: 1, name: "8TREPRENEUR" })).toBeVisible();
  await expect(page.getByRole("img", { name: /pemindai/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Domestik" })).toHaveAttribute(
    "href",
    "/8trepreneur/domestic",
  );
  // The links above are checked in the prerendered HTML, before any script runs; the click
  // below needs the app.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Internasional" }).click();
  await expect(page).toHaveURL(/\/8trepreneur\/international$/);
  await expect(page.getByRole("heading", { name: "PICK YOUR DESTINATION" })).toBeVisible();
});

const markers = {
  international: [
    ["Skotlandia: Macaroni Pie", "macaroni-pie"],
    ["Jepang: Onigiri", "onigiri"],
    ["Yunani: Loukoumades", "loukoumades"],
    ["Korea Selatan: Gimbab", "gimbab"],
    ["India: Samosa", "samosa"],
    ["Cina: Bakpao", "bakpao"],
    ["Perancis: Croissant", "croissant"],
    ["Belanda: Pannen Koeken", "pannen-koeken"],
    ["Saudi Arabia: Nasi Kebuli", "nasi-kebuli"],
  ],
  domestic: [
    ["Jakarta: Soto Betawi", "soto-betawi"],
    ["Sulawesi Barat: Mie Gomak", "mie-gomak"],
    ["Sulawesi Selatan: Coto Makassar", "coto-makassar"],
    ["Kalimantan Timur: Ayam Suir Cabe Ijo", "ayam-suir-cabe-ijo"],
    ["Bali: Sate Lilit", "sate-lilit"],
    ["Jawa Tengah: Tempe Mendoan", "tempe-mendoan"],
    ["Jawa Timur: Rawon", "rawon"],
    ["Sumatera Utara: Bika Ambon", "bika-ambon"],
    ["Sumatera Barat: Rendang", "rendang"],
    ["Aceh: Timphan", "timphan"],
  ],
} as const;

for (const [category, expected] of Object.entries(markers)) {
  test(`every ${category} marker is a link named after its place and dish`, async ({ page }) => {
    await page.goto(`/8trepreneur/${category}`);
    const map = page.locator(".destination-map");
    await expect(map.getByRole("link")).toHaveCount(expected.length);
    for (const [name, slug] of expected) {
      await expect(map.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/8trepreneur/${category}/${slug}`,
      );
    }
  });
}

// Every width at which the map's markers are links (below 768 px the list takes the taps).
const clickableWidths = [768, 1024, 1440, 1920];
const mapNames = { international: "Peta Internasional", domestic: "Peta Domestik" } as const;

for (const width of clickableWidths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [category, expected] of Object.entries(markers)) {
      test(`a click on the middle of any ${category} flag or pin opens that marker's dish, and every marker sits inside the map`, async ({
        page,
      }) => {
        await page.goto(`/8trepreneur/${category}`);
        const map = page.getByRole("list", {
          name: mapNames[category as keyof typeof mapNames],
        });
        const links = map.getByRole("link");
        await expect(links).toHaveCount(expected.length);
        // Measured at rest: the pointer is parked off the map, so no flag is grown by :hover.
        await page.mouse.move(0, 0);
        const found = await links.evaluateAll((anchors) => {
          const region = anchors[0]?.closest("ul")?.getBoundingClientRect();
          return anchors.map((anchor) => {
            // The flag picture or the pin: what the visitor sees and aims at.
            const symbol = anchor.querySelector("img, span") ?? anchor;
            const box = symbol.getBoundingClientRect();
            const linkBox = anchor.getBoundingClientRect();
            const hitAt = (x: number, y: number) =>
              document.elementFromPoint(x, y)?.closest("a")?.getAttribute("aria-label") ?? null;
            // The corners too, 3 px in: the whole flag takes its own clicks, not just its middle.
            const corners = [
              [box.left + 3, box.top + 3],
              [box.right - 3, box.top + 3],
              [box.left + 3, box.bottom - 3],
              [box.right - 3, box.bottom - 3],
            ] as const;
            return {
              name: anchor.getAttribute("aria-label"),
              hitName: hitAt(box.x + box.width / 2, box.y + box.height / 2),
              cornerNames: corners.map(([x, y]) => hitAt(x, y)),
              inside:
                region !== undefined &&
                linkBox.left >= region.left - 0.5 &&
                linkBox.right <= region.right + 0.5 &&
                linkBox.top >= region.top - 0.5 &&
                linkBox.bottom <= region.bottom + 0.5,
            };
          });
        });
        for (const { name, hitName, cornerNames, inside } of found) {
          expect(hitName, `the middle of ${name}'s marker`).toBe(name);
          expect(cornerNames, `the corners of ${name}'s marker`).toEqual([name, name, name, name]);
          expect(inside, `${name} lies inside the map`).toBe(true);
        }
      });
    }
  });
}

test("a marker's flag grows on keyboard focus", async ({ page, visit }) => {
  await visit("/8trepreneur/international");
  const marker = page.getByRole("link", { name: "Jepang: Onigiri" }).first();
  const flagWidth = () =>
    marker.locator("img").evaluate((image) => image.getBoundingClientRect().width);
  const before = await flagWidth();
  await marker.focus();
  await expect.poll(flagWidth).toBeGreaterThan(before * 1.3);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("taps go to a list of destinations at least 44 px tall, not to the tiny map", async ({
    page,
  }) => {
    await page.goto("/8trepreneur/domestic");
    await expect(page.locator(".destination-map").getByRole("link")).toHaveCount(0);
    await expect(
      page.locator(".destination-map__pins img, .destination-map__pins span"),
    ).toHaveCount(dishesIn("domestic").length);
    const cards = page.locator(".destination-list").getByRole("link");
    await expect(cards).toHaveCount(dishesIn("domestic").length);
    for (const box of await cards.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height),
    )) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await cards.filter({ hasText: "Rendang" }).click();
    await expect(page).toHaveURL(/\/8trepreneur\/domestic\/rendang$/);
    await expect(page.getByRole("link", { name: /Kembali ke peta/ })).toHaveAttribute(
      "href",
      "/8trepreneur/domestic",
    );
  });
});
