import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFirstEdition } from "./first-edition";
import { writeMedia } from "./release-media";

const firstEdition = await readFirstEdition();
const scratch = mkdtempSync(join(tmpdir(), "fb8-release-media-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function assetsCopy() {
  const dir = mkdtempSync(join(scratch, "assets-"));
  cpSync("content/assets", dir, { recursive: true });
  return dir;
}

describe("sponsor videos placed for a build", () => {
  it("an uploaded MP4 replaces the drawn clip in both formats", async () => {
    const content = structuredClone(firstEdition);
    const batik = content.pages.home.sponsors.items.find((item) => item.name === "Batik Lintang");
    if (!batik) throw new Error("the first edition has Batik Lintang");
    batik.video = "video-00000000000000a1";
    const assets = assetsCopy();
    const problems = await writeMedia(content, assets, async () => ({
      mime: "video/mp4",
      bytes: Buffer.from("mp4"),
    }));
    expect(problems).toEqual([]);
    expect(existsSync(join(assets, "partners", "batik-lintang.mp4"))).toBe(true);
    expect(existsSync(join(assets, "partners", "batik-lintang.webm"))).toBe(false);
  });

  it("a video sponsor with no clip at all is named, in one Indonesian line", async () => {
    const content = structuredClone(firstEdition);
    content.pages.home.sponsors.items.push({
      name: "Mitra Tanpa Video",
      kind: "video",
      classLabel: "Sponsor",
    });
    const problems = await writeMedia(content, assetsCopy(), async () => undefined);
    expect(problems).toEqual([
      'Sponsor "Mitra Tanpa Video": jenisnya video, tetapi videonya belum ada. Unggah video MP4-nya, atau ubah jenisnya menjadi gambar.',
    ]);
  });
});
