import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { CommitteeAccount } from "../../scripts/support/committee-server";
import { expect } from "./fixtures";

/**
 * How an editor reaches the console's content editor ("Konten") and a dish's photo field,
 * shared by the journeys that edit content (content-editor.e2e.ts) and those that measure an
 * upload (photo-upload.e2e.ts), so that a change to the console's words is followed once.
 */

export type Dish = {
  slug: string;
  name: string;
  classLabel: string;
  category: string;
  image: { file: string; alt: string };
};
const dishes: Dish[] = JSON.parse(readFileSync("content/dishes.json", "utf8"));

export function dishBySlug(slug: string): Dish {
  const dish = dishes.find((item) => item.slug === slug);
  if (!dish) throw new Error(`no dish ${slug} in content/dishes.json`);
  return dish;
}

/** As the editor's picker names a dish (section-form.tsx). */
export const pickerName = (dish: Dish) => `${dish.name} – ${dish.classLabel}`;

/** Signs in on the console's sign-in form at `siteUrl` and waits for Konten's first tab. */
export async function signIn(page: Page, siteUrl: string, account: CommitteeAccount) {
  await page.goto(`${siteUrl}/panitia/konten`);
  await page.getByLabel("Nama pengguna").fill(account.username);
  await page.getByLabel("Kata sandi").fill(account.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Konten situs", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Festival", exact: true })).toBeVisible();
}

/** A browser context of its own at `viewport`, signed in to Konten as `account`. */
export async function openKonten(
  browser: Browser,
  siteUrl: string,
  viewport: { width: number; height: number },
  account: CommitteeAccount,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, siteUrl, account);
  return { context, page };
}

export const tab = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Hidangan → the dish, picked as the editor's list names it. */
export async function openDish(page: Page, dish: Dish) {
  await tab(page, "Hidangan").click();
  await page.getByLabel("Hidangan yang diubah").selectOption({ label: pickerName(dish) });
  await expect(page.getByRole("group", { name: pickerName(dish) })).toBeVisible();
}

/** The upload control of the dish's picture ("Berkas gambar"). */
export const pictureField = (page: Page) => page.getByRole("group", { name: "Berkas gambar" });
