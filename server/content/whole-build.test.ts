// @real-build: runs the site's real build in a child process (left to the Node 20 run, scripts/test-node24.sh).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findPlace } from "../../common/map-places";
import {
  draftOf,
  publishDraft,
  publishingAppWithEditor,
  saveSection,
} from "../../tests/publishing-app";

/**
 * A release whose pictures differ from the ones the code was built with cannot be rendered
 * with that code: here a dish flies a flag no dish flew, which the flags' sprite lacks. It is
 * made by the whole build (docs/decisions/0042), whose log says why, and goes live.
 */
const scratch = mkdtempSync(join(tmpdir(), "fb8-whole-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const buildMs = 240_000;

describe("a release with pictures the code lacks", () => {
  it("is made by the whole build, says so, and goes live with its new flag", async () => {
    const { app, editor } = await publishingAppWithEditor({
      staticDir: resolve("build/client"),
      content: { buildTimeoutMs: buildMs },
      releasesDir: mkdtempSync(join(scratch, "releases-")),
    });
    const italy = findPlace("international", "Italia");
    if (!italy?.flag) throw new Error("the map's list has Italia with its flag");
    const { content } = await draftOf(editor);
    const before = await app.inject("/8trepreneur/international");
    expect(before.body).not.toContain(`#${italy.flag}"`);
    const dishes = content.dishes.map((dish) =>
      dish.slug === "croissant"
        ? { ...dish, origin: { name: italy.name, marker: italy.marker, flag: italy.flag } }
        : dish,
    );
    await saveSection(editor, "dishes", dishes);

    const published = await publishDraft(editor, buildMs);
    expect(published.status, published.log.slice(-1500)).toBe("live");
    expect(published.log).toContain("Gambar atau peta berubah: seluruh situs dibangun ulang.");
    const after = await app.inject("/8trepreneur/international");
    expect(after.body).toContain(`#${italy.flag}"`);
  }, 300_000);
});
