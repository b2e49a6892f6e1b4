import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Every text colour the stylesheet sets, on every background it sets it on, holds WCAG AA
 * (4.5:1 for body text). The colours are read from the tokens in tokens.css, so changing a
 * token re-checks every pair.
 */
const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
const token = (name: string): string => {
  const value = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
  if (!value) throw new Error(`token --color-${name} not found`);
  return value;
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const pairs: [text: string, background: string][] = [
  ["text", "night"],
  ["text", "night-2"],
  ["text", "surface"],
  ["text", "surface-2"],
  ["text-muted", "night"],
  ["text-muted", "night-2"],
  ["text-muted", "surface"],
  ["text-muted", "surface-2"],
  // The live ranking's class labels, counts and names on the bars behind them.
  ["text", "bar"],
  ["text-muted", "bar"],
  ["text", "bar-leader"],
  ["text-muted", "bar-leader"],
  ["gold", "bar-leader"],
  ["gold", "night"],
  ["gold", "night-2"],
  ["gold", "surface"],
  ["teal", "night"],
  ["teal", "surface"],
  ["coral", "night"],
  ["coral", "surface"],
  ["on-gold", "gold"],
  ["on-gold", "coral"],
  ["on-gold", "gold-soft"],
];

describe("colour contrast of the design tokens", () => {
  it("computes the WCAG ratio correctly", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each(pairs)("%s on %s meets AA (4.5:1)", (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });
});
