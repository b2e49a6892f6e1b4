import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFirstEdition } from "./first-edition";
import { buildRelease, builtSiteOf } from "./release-build";

/**
 * A sponsor video uploaded in the console is one MP4. A real build (the very `npm run build`
 * a publish runs, a minute or more) of a new video sponsor and a replaced clip, each with only
 * an MP4, must render the home page with that MP4 and nothing else for them.
 */
const firstEdition = await readFirstEdition();
const scratch = mkdtempSync(join(tmpdir(), "fb8-sponsor-video-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const clip = readFileSync("content/assets/partners/studio-cahaya-kreatif.mp4");
const uploads: Record<string, Buffer> = {
  "video-00000000000000a1": clip,
  "video-00000000000000b2": clip,
};

describe("a sponsor video with only an MP4", () => {
  it("builds, and the home page plays the uploaded MP4 only", async () => {
    const content = structuredClone(firstEdition);
    const sponsors = content.pages.home.sponsors.items;
    const batik = sponsors.find((sponsor) => sponsor.name === "Batik Lintang");
    if (!batik) throw new Error("the first edition has Batik Lintang");
    batik.video = "video-00000000000000a1";
    sponsors.push({
      name: "Mitra Baru",
      kind: "video",
      classLabel: "Sponsor",
      video: "video-00000000000000b2",
    });
    const releaseDir = join(scratch, "release");
    const outcome = await buildRelease({
      projectRoot: process.cwd(),
      releaseDir,
      content,
      archive: [],
      readMedia: async (name) => {
        const bytes = uploads[name];
        return bytes && { mime: "video/mp4", bytes };
      },
      timeoutMs: 600_000,
    });
    expect(outcome.ok, outcome.log.slice(-3000)).toBe(true);
    const home = readFileSync(join(builtSiteOf(releaseDir), "index.html"), "utf8");
    // One sponsor's card: its <li>, from the class to the next card.
    const card = (name: string) =>
      home.split('class="sponsor-card ').find((chunk) => chunk.includes(`>${name}<`)) ?? "";
    expect(card("Mitra Baru")).toMatch(
      /<source src="\/assets\/mitra-baru-[^"]+\.mp4" type="video\/mp4"/,
    );
    expect(card("Mitra Baru")).not.toContain("video/webm");
    // The replaced clip: the first edition's WebM would play before the committee's MP4.
    expect(card("Batik Lintang")).not.toContain("video/webm");
    expect(existsSync(join(builtSiteOf(releaseDir), "8trepreneur", "index.html"))).toBe(true);
  }, 900_000);
});
