import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { palette } from "../../scripts/art/kit/palette.mjs";

/**
 * The festival has one palette. The stylesheet's tokens are its source; the picture
 * generators, the maps, the browser's theme colour and the icons repeat some of its values
 * where CSS cannot reach, and this test holds every copy equal to the tokens.
 */
const read = (path: string) => readFileSync(path, "utf8");
const tokens = Object.fromEntries(
  [...read("app/styles/tokens.css").matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map(
    ([, name, hex]) => [name, hex?.toLowerCase()],
  ),
);
const tokenValues = new Set(Object.values(tokens));
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter);

describe("the palette", () => {
  it("of the picture generators is the stylesheet's tokens", () => {
    const artPalette: Record<string, string> = palette;
    for (const [name, hex] of Object.entries(tokens)) {
      const key = camelCase(name);
      if (key in artPalette) expect(artPalette[key], name).toBe(hex);
    }
    for (const [key, hex] of Object.entries(palette)) {
      expect(tokenValues.has(hex.toLowerCase()), `art palette ${key} ${hex}`).toBe(true);
    }
  });

  it("is the only source of the colours the maps, the theme colour and the icons spell out", () => {
    const spelled = [
      ...read("scripts/build-maps.ts").matchAll(/"(#[0-9a-fA-F]{6})"/g),
      ...read("app/root.tsx").matchAll(/"(#[0-9a-fA-F]{6})"/g),
      ...read("app/components/ui/social-icons.tsx").matchAll(/"(#[0-9a-fA-F]{6})"/g),
    ].map(([, hex]) => hex?.toLowerCase());
    expect(spelled.length).toBeGreaterThan(0);
    for (const hex of spelled) expect(tokenValues, `${hex} is not a token`).toContain(hex);
  });
});
