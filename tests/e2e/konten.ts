import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { CommitteeAccount } from "../../scripts/support/committee-server";
import { type CommitteeServer, signInToConsole } from "./committee-server";
import { expect } from "./fixtures";

/**
 * How an editor reaches the console's content editor ("Konten") and a dish's photo field,
 * shared by the journeys that edit content (content-editor.e2e.ts) and those that measure an
 * upload (photo-upload.e2e.ts), so that a change to the console's words is followed once.
 */

/** An editor account of a journey's own, made beside the admin by `npm run accounts`. */
export const editorAccount = (name: string): CommitteeAccount => ({
  username: `editor-${name}`,
  password: `kata-sandi-editor-${name}`,
  role: "editor",
});

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
  await signInToConsole(page, `${siteUrl}/panitia/konten`, account);
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

export type Release = { id: string; status: string; revision: number; createdBy: string };

/**
 * The content API as the server's admin calls it, for a journey's setup: the draft, a save of
 * one section, the releases, and a publish waited on until its release is live.
 */
export function contentApi(committeeServer: CommitteeServer, buildTimeout: number) {
  async function read<T>(path: string): Promise<T> {
    const answer = await committeeServer.committee("GET", `/api/panitia/content/${path}`);
    expect(answer.status, `GET ${path}`).toBe(200);
    return (await answer.json()) as T;
  }
  const releases = () => read<Release[]>("releases");
  const draft = () => read<{ revision: number; content: Record<string, unknown> }>("draft");
  return {
    releases,
    draft,
    /** Saves one section of the draft as `change` makes it from the saved one. */
    async saveSection(section: string, change: (value: never) => unknown) {
      const { revision, content } = await draft();
      const answer = await committeeServer.committee(
        "PUT",
        `/api/panitia/content/draft/${section}`,
        {
          baseRevision: revision,
          value: change(structuredClone(content[section]) as never),
        },
      );
      expect(answer.status, await answer.clone().text()).toBe(200);
    },
    /** Publishes the draft and waits until its release is live. */
    async publish() {
      const started = await committeeServer.committee("POST", "/api/panitia/content/releases");
      expect(started.status, await started.clone().text()).toBe(202);
      const { id } = (await started.json()) as { id: string };
      await expect
        .poll(async () => (await releases()).find((release) => release.id === id)?.status, {
          timeout: buildTimeout,
          intervals: [2_000],
        })
        .toBe("live");
    },
  };
}
