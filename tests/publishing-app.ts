import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect, onTestFinished } from "vitest";
import { committeeErrorMessages } from "../common/committee-errors";
import type { ContentRelease, PreviewStateResponse } from "../common/content-api";
import type { SiteContent } from "../common/content-schema";
import { committeeApiPaths } from "../common/paths";
import type { ContentOptions } from "../server/content/content-plugin";
import { buildTestApp, type TestApp, type TestAppOptions } from "./build-app";
import { addCommitteeAccounts, type CommitteeClient, editorPassword, signIn } from "./committee";

/**
 * The set-up the publishing tests share (server/content/*.test.ts): an app that publishes, its
 * releases folder, an editor signed in, and the console's requests they make again and again.
 */
export type PublishingAppOptions = Omit<TestAppOptions, "content" | "staticDir"> & {
  /** The build `npm start` would serve: the real one, or a fake (tests/fake-builder.ts). */
  staticDir: string;
  /** Default: a new folder, removed when the test ends. Share one for two processes. */
  releasesDir?: string;
  /** Default: no build takes longer than a minute, and no follow comes by itself. */
  content?: Partial<ContentOptions>;
};

export type PublishingApp = TestApp & { releasesDir: string };

/** An app with a publisher and previews; on a database of the test's own unless given one. */
export async function publishingApp(options: PublishingAppOptions): Promise<PublishingApp> {
  const { staticDir, content, ...rest } = options;
  let releasesDir = options.releasesDir;
  if (!releasesDir) {
    const own = mkdtempSync(join(tmpdir(), "fb8-releases-"));
    // Registered first, so that it runs last: after the app has closed.
    onTestFinished(() => rmSync(own, { recursive: true, force: true }));
    releasesDir = own;
  }
  const test = await buildTestApp({
    ...rest,
    staticDir,
    content: { releasesDir, buildTimeoutMs: 60_000, followIntervalMs: 60_000, ...content },
  });
  return { ...test, releasesDir };
}

/** The same, with the committee's accounts and the editor `penyunting` signed in. */
export async function publishingAppWithEditor(
  options: PublishingAppOptions,
): Promise<PublishingApp & { editor: CommitteeClient }> {
  const test = await publishingApp(options);
  await addCommitteeAccounts(test.app);
  return { ...test, editor: await signIn(test.app, "penyunting", editorPassword) };
}

/** The same signed-in browser, talking to another process on the same database. */
export const sameBrowserOn = (app: FastifyInstance, client: CommitteeClient): CommitteeClient => ({
  ...client,
  request: ({ headers, ...options }) =>
    app.inject({
      ...options,
      headers: { cookie: client.cookie, "x-csrf-token": client.csrfToken, ...headers },
    }),
});

/** Asks `read` every 250 ms (50 ms when told) until what it answers is no longer building. */
export async function untilBuilt<T extends { status: string }>(
  read: () => Promise<T | undefined>,
  options: { timeoutMs: number; what: string; everyMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const found = await read();
    if (found && found.status !== "building") return found;
    if (Date.now() > deadline) {
      throw new Error(`${options.what} still building after ${options.timeoutMs} ms`);
    }
    await new Promise((done) => setTimeout(done, options.everyMs ?? 250));
  }
}

export async function listReleases(editor: CommitteeClient): Promise<ContentRelease[]> {
  const response = await editor.request({ url: committeeApiPaths.contentReleases });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The release `id` once its build has ended, live or failed. */
export const releaseBuilt = (editor: CommitteeClient, id: string, timeoutMs: number) =>
  untilBuilt(async () => (await listReleases(editor)).find((release) => release.id === id), {
    timeoutMs,
    what: `release ${id}`,
  });

/** "Terbitkan", and the release once built. */
export async function publishDraft(
  editor: CommitteeClient,
  timeoutMs: number,
): Promise<ContentRelease> {
  const started = await editor.request({ method: "POST", url: committeeApiPaths.contentReleases });
  expect(started.statusCode, started.body).toBe(202);
  const built = await releaseBuilt(editor, started.json().id, timeoutMs);
  // A build is marked ready a moment before the live pointer names it; read in between, the
  // release just published looks like a previous one. Nothing else can make it previous here.
  const deadline = Date.now() + 10_000;
  let release = built;
  while (release.status === "previous" && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    release = (await listReleases(editor)).find((row) => row.id === built.id) ?? release;
  }
  return release;
}

/**
 * "Terbitkan", and the release's id once live. A build is marked ready a moment before the
 * pointer names it, so a read in between sees it as a previous release: waited for here.
 */
export async function publishLive(editor: CommitteeClient): Promise<string> {
  const release = await publishDraft(editor, 10_000);
  expect(release.status, release.log).not.toBe("failed");
  await expect
    .poll(async () => (await listReleases(editor)).find((row) => row.id === release.id)?.status)
    .toBe("live");
  return release.id;
}

/** "Pratinjau": starts one and answers the cookie that opens it, as a Cookie header. */
export async function startPreview(editor: CommitteeClient): Promise<string> {
  const started = await editor.request({ method: "POST", url: committeeApiPaths.contentPreview });
  expect(started.statusCode, started.body).toBe(202);
  const cookie = started.cookies.find((entry) => entry.name === "fb8_pratinjau");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  return `fb8_pratinjau=${cookie?.value}`;
}

/** The preview's state once no preview is building (asked every 50 ms unless told). */
export const previewBuilt = (editor: CommitteeClient, timeoutMs: number, everyMs = 50) =>
  untilBuilt(
    async (): Promise<PreviewStateResponse> =>
      (await editor.request({ url: committeeApiPaths.contentPreview })).json(),
    { timeoutMs, what: "the preview", everyMs },
  );

export async function draftOf(
  editor: CommitteeClient,
): Promise<{ revision: number; content: SiteContent }> {
  return (await editor.request({ url: committeeApiPaths.contentDraft })).json();
}

/** Saves one section of the draft; answers the new revision. */
export async function saveSection(
  editor: CommitteeClient,
  section: "pages" | "dishes" | "festival",
  value: unknown,
): Promise<number> {
  const { revision } = await draftOf(editor);
  const saved = await editor.request({
    method: "PUT",
    url: committeeApiPaths.contentSection(section),
    payload: { baseRevision: revision, value },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().revision;
}

/** Saves the draft with the home page's title changed; answers the new revision. */
export async function saveTitle(editor: CommitteeClient, title: string): Promise<number> {
  const pages = structuredClone((await draftOf(editor)).content.pages);
  pages.home.hero.title = title;
  return saveSection(editor, "pages", pages);
}

/** The console's answer when another build holds the one turn (server/content/build-turn.ts). */
export function expectBusy(
  response: LightMyRequestResponse,
  code: "publish_busy" | "preview_busy",
) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ error: code, message: committeeErrorMessages[code] });
}
