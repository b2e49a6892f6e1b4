import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { fieldLabel, humanise, labelledKeys } from "./content-labels";

const contentFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../content/${name}`, import.meta.url), "utf8"));

function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const inner of value) keysOf(inner, keys);
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysOf(inner, keys);
    }
  }
  return keys;
}

test("every key of the content files has an Indonesian label", () => {
  const keys = new Set(
    ["festival.json", "pages.json", "dishes.json"].flatMap((name) => [
      ...keysOf(contentFile(name)),
    ]),
  );
  expect(keys.size).toBeGreaterThan(100);
  expect([...keys].filter((key) => !labelledKeys.includes(key))).toEqual([]);
});

test("an unknown key still reads as words", () => {
  expect(humanise("homeCountdownTarget")).toBe("Home countdown target");
  expect(fieldLabel("meta")).toBe("Judul & deskripsi untuk mesin pencari");
  expect(fieldLabel("newFieldNextYear")).toBe("New field next year");
});
