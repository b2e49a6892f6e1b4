import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { charactersOf, instanceFaces, usedWeights } from "./build-font";

const fontsource = "node_modules/@fontsource-variable/plus-jakarta-sans";

describe("charactersOf", () => {
  it("reads ranges and single code points", () => {
    expect(charactersOf("U+0041-0043,U+20AC, U+0131")).toBe("ABC€ı");
  });

  it("refuses what is not a range", () => {
    expect(() => charactersOf("U+00FF-0041")).toThrow(/not a unicode-range/);
  });
});

/** The stylesheet as the browser gets it: app.css with its partials inlined, as Vite does. */
function emittedStylesheet(file = "app/styles/app.css"): string {
  return readFileSync(file, "utf8").replace(/@import "([^"]+)";/g, (_, imported: string) =>
    imported.includes("/generated/") ? "" : emittedStylesheet(join(dirname(file), imported)),
  );
}

describe("the body font's weights", () => {
  it("cover every weight the stylesheet asks for", () => {
    const css = emittedStylesheet();
    const weights = [...css.matchAll(/font-weight:\s*([^;]+);/g)].map(([, value]) => value?.trim());
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      const numeric = weight === "normal" ? 400 : weight === "bold" ? 700 : Number(weight);
      expect(numeric, `font-weight: ${weight}`).toBeGreaterThanOrEqual(usedWeights.min);
      expect(numeric, `font-weight: ${weight}`).toBeLessThanOrEqual(usedWeights.max);
    }
  });

  it("are cut from @fontsource's files, whose rules point at the smaller copies", async () => {
    const latin = `@font-face {
  font-family: 'Plus Jakarta Sans Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(./files/plus-jakarta-sans-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF;
}`;
    const { css, fonts } = await instanceFaces(latin, (file) =>
      readFileSync(join(fontsource, file)),
    );
    expect(css).toContain("font-weight: 400 800;");
    // A late font is not swapped in: it would move the page (tests/e2e/layout.e2e.ts).
    expect(css).toContain("font-display: optional;");
    expect(css).not.toContain("swap");
    expect(css).toContain("src: url(./plus-jakarta-sans-latin-wght-normal.woff2)");
    expect(css).toContain("unicode-range: U+0000-00FF;");
    const original = readFileSync(
      join(fontsource, "files/plus-jakarta-sans-latin-wght-normal.woff2"),
    );
    const cut = fonts.get("plus-jakarta-sans-latin-wght-normal.woff2");
    expect(cut?.subarray(0, 4).toString()).toBe("wOF2");
    expect(cut?.length).toBeLessThan(original.length * 0.8);
  });
});
