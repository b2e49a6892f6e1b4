import type { BrowserContext, Page } from "@playwright/test";
import { test as base, expect } from "./fixtures";

/** Addresses no other test (or earlier run on the same database) has used. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Yuk Nge-Vote" });
const thanks = (page: Page) =>
  page.getByRole("dialog", { name: "Terima Kasih Vote Kamu Sudah Masuk!" });
const voteButton = (page: Page) => page.getByRole("button", { name: "Vote", exact: true });
const sendButton = (page: Page) => dialog(page).getByRole("button", { name: "Kirim" });

/** The dish page's vote count, a live region that announces each new count. */
const count = (page: Page) => page.getByRole("status");

/**
 * `openDish(path)` visits a dish page (on `page`, or the test's own page) once its count has
 * loaded, and returns that count.
 */
const test = base.extend<{ openDish: (path: string, page?: Page) => Promise<number> }>({
  openDish: async ({ page: testPage, visit }, use) => {
    await use(async (path, page = testPage) => {
      await visit(path, { page });
      await expect(count(page)).toHaveText(/^\d+ vote$/);
      return Number((await count(page).textContent())?.split(" ")[0]);
    });
  },
});

const local = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`the whole journey in both categories at ${viewport.width} px`, async ({
    browser,
    openDish,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const email = uniqueEmail(`journey${viewport.width}`);
    const domestic = viewport.width === 360 ? "rendang" : "rawon";
    const international = viewport.width === 360 ? "onigiri" : "samosa";

    const before = await openDish(`/8trepreneur/domestic/${domestic}`, page);
    await voteButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText("Masukan email kamu untuk memberikan vote")).toBeVisible();
    await expect(
      dialog(page).getByText(
        "Kamu hanya bisa 1x vote untuk bagian Internasional dan 1x vote untuk bagian domestic ya!",
      ),
    ).toBeVisible();
    await expect(dialog(page).getByText(/hanya dipakai untuk memastikan satu orang/)).toBeVisible();
    const field = dialog(page).getByLabel("Email");
    await expect(field).toHaveAttribute("placeholder", /@/);
    await field.fill(email);
    await sendButton(page).click();

    await expect(thanks(page)).toBeVisible();
    await expect(
      thanks(page).getByText("Jangan lupa ajak teman Kamu untuk nge-vote juga"),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(count(page)).toHaveText(`${before + 1} vote`);
    await expect(voteButton(page)).toBeDisabled();
    expect(await local(page, "8_EM")).toBe(email);
    expect(await local(page, "8_DMTC")).toBe("true");
    expect(await local(page, "8_INTL")).toBeNull();
    await thanks(page).getByRole("button", { name: "Tutup" }).first().click();
    await expect(thanks(page)).toBeHidden();

    // The flag holds when the page is loaded afresh and on every dish of the category, not in
    // the other one.
    await openDish(`/8trepreneur/domestic/${domestic}`, page);
    await expect(voteButton(page)).toBeDisabled();
    await openDish("/8trepreneur/domestic/soto-betawi", page);
    await expect(voteButton(page)).toBeDisabled();

    // The other category: the saved address votes at once, without the dialog.
    const internationalBefore = await openDish(`/8trepreneur/international/${international}`, page);
    await expect(voteButton(page)).toBeEnabled();
    await voteButton(page).click();
    await expect(thanks(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(`${internationalBefore + 1} vote`);
    expect(await local(page, "8_INTL")).toBe("true");
    await context.close();
  });
}

test("an invalid address shows the message, sends nothing, and the message clears on input", async ({
  page,
  openDish,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const before = await openDish("/8trepreneur/domestic/bika-ambon");
  await voteButton(page).click();
  await dialog(page).getByLabel("Email").fill("siswa@sekolah");
  await sendButton(page).click();
  await expect(dialog(page).getByRole("alert")).toHaveText("Email yang kamu masukkan salah");
  await expect(sendButton(page)).toBeDisabled();
  await expect(dialog(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  await dialog(page).getByLabel("Email").press("End");
  await dialog(page).getByLabel("Email").pressSequentially(".id");
  await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  await expect(sendButton(page)).toBeEnabled();
  await expect(count(page)).toHaveText(`${before} vote`);
});

test("a second browser using the same address is refused", async ({ browser, openDish }) => {
  const email = uniqueEmail("twice");
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    await openDish("/8trepreneur/domestic/tempe-mendoan", pageA);
    await voteButton(pageA).click();
    await dialog(pageA).getByLabel("Email").fill(email);
    await sendButton(pageA).click();
    await expect(thanks(pageA)).toBeVisible();

    const pageB = await second.newPage();
    const before = await openDish("/8trepreneur/domestic/sate-lilit", pageB);
    await voteButton(pageB).click();
    await dialog(pageB).getByLabel("Email").fill(email.toUpperCase());
    await sendButton(pageB).click();
    await expect(dialog(pageB).getByRole("alert")).toHaveText(
      "Email yang kamu masukkan sudah digunakan",
    );
    await expect(dialog(pageB).getByLabel("Email")).toHaveValue(email.toUpperCase());
    expect(await local(pageB, "8_DMTC")).toBeNull();
    await expect(count(pageB)).toHaveText(`${before} vote`);
  } finally {
    await first.close();
    await second.close();
  }
});

test("a saved address that fails validation is forgotten and the dialog opens", async ({
  page,
  openDish,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("8_EM", "bukan-email");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await openDish("/8trepreneur/domestic/timphan");
  await voteButton(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(await local(page, "8_EM")).toBeNull();
});

const failures: [string, (context: BrowserContext) => Promise<unknown>, RegExp][] = [
  [
    "the network is down",
    (context) =>
      context.route("**/api/votes/**", (route) =>
        route.request().method() === "POST"
          ? route.abort("internetdisconnected")
          : route.continue(),
      ),
    /koneksi terputus/,
  ],
  [
    "the server answers 429",
    (context) =>
      context.route("**/api/votes/**", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 429,
              json: { error: "rate_limited", message: "x" },
            })
          : route.continue(),
      ),
    /Terlalu banyak vote dari jaringanmu/,
  ],
  [
    "the server answers 503",
    (context) =>
      context.route("**/api/votes/**", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 503, json: { error: "storage_unavailable", message: "x" } })
          : route.continue(),
      ),
    /Vote kamu tidak tersimpan .* tekan Kirim lagi/,
  ],
  [
    "the server answers 500 with HTML",
    (context) =>
      context.route("**/api/votes/**", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>oops</h1>" })
          : route.continue(),
      ),
    /ada gangguan/,
  ],
];

for (const [situation, breakIt, message] of failures) {
  test(`when ${situation}, the visitor is told, keeps the address, and nothing is recorded`, async ({
    browser,
    openDish,
  }) => {
    const context = await browser.newContext();
    await breakIt(context);
    const page = await context.newPage();
    const email = uniqueEmail("failure");
    const before = await openDish("/8trepreneur/international/bakpao", page);
    await voteButton(page).click();
    await dialog(page).getByLabel("Email").fill(email);
    await sendButton(page).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(message);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("Email")).toHaveValue(email);
    await expect(voteButton(page)).toBeEnabled();
    expect(await local(page, "8_INTL")).toBeNull();
    expect(await local(page, "8_EM")).toBeNull();
    await expect(count(page)).toHaveText(`${before} vote`);
    await context.close();
  });
}

test("the dialog closes on Escape and with its close control, and focus returns to Vote", async ({
  page,
  openDish,
}) => {
  await openDish("/8trepreneur/international/croissant");
  await voteButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(voteButton(page)).toBeFocused();

  await voteButton(page).click();
  await dialog(page).getByRole("button", { name: "Tutup" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(voteButton(page)).toBeFocused();
});

test("focus stays inside the open dialog", async ({ page, openDish }) => {
  await openDish("/8trepreneur/international/gimbab");
  await voteButton(page).click();
  await expect(dialog(page).getByLabel("Email")).toBeFocused();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog(page).evaluate((element) =>
        element.contains(document.activeElement),
      );
      expect(inside, `${key} press ${press + 1}`).toBe(true);
    }
  }
});

test("a visitor votes with the keyboard alone", async ({ page, openDish }) => {
  const before = await openDish("/8trepreneur/international/loukoumades");
  // Tab from the top of the page until the Vote button has focus.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press("Tab");
    if (await voteButton(page).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(voteButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page).getByLabel("Email")).toBeFocused();
  await page.keyboard.type(uniqueEmail("keyboard"));
  await page.keyboard.press("Enter");
  await expect(thanks(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(thanks(page)).toBeHidden();
  await expect(count(page)).toHaveText(`${before + 1} vote`);
  await expect(count(page)).toBeFocused();
});
