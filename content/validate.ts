import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { z } from "zod";
import { dishCatalogueSchema, festivalSchema, pagesSchema } from "../common/content-schema";
import { dishes as dishesAsWritten } from "./dishes";
import { festival as festivalAsWritten } from "./festival";
import { dishes, festival, pages } from "./index";
import { pages as pagesAsWritten } from "./pages";
import { unknownPlaceholders } from "./placeholders";
import { readParagraphs } from "./read-markdown.server";

const minimumDescriptionWords = 120;

function listIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${file} → ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
}

/** Every string of a piece of content with the path to it, for messages an editor can follow. */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${path}.${key}`));
}

/** Every problem in content/, as lines an editor can act on; empty when all is well. */
export async function validateContent(): Promise<string[]> {
  const problems: string[] = [];
  // The filled-in content is checked too: a description must fit once {fullName} is in it.
  const checks = [
    ["festival.ts", festivalSchema.safeParse(festivalAsWritten)],
    ["festival.ts", festivalSchema.safeParse(festival)],
    ["dishes.ts", dishCatalogueSchema.safeParse(dishesAsWritten)],
    ["pages.ts", pagesSchema.safeParse(pagesAsWritten)],
    ["pages.ts", pagesSchema.safeParse(pages)],
  ] as const;
  for (const [file, result] of checks) {
    if (!result.success) problems.push(...listIssues(file, result.error));
  }
  const everyText = [
    ...stringsOf(festival, "festival.ts"),
    ...stringsOf(pages, "pages.ts"),
    ...stringsOf(dishes, "dishes.ts"),
  ];
  for (const { path, text } of everyText) {
    for (const unknown of unknownPlaceholders(text)) {
      problems.push(`${path}: {${unknown}} is not a placeholder the site knows`);
    }
  }

  for (const dish of dishes) {
    const file = resolve("content", "dishes", `${dish.slug}.md`);
    if (!existsSync(file)) {
      problems.push(`dishes/${dish.slug}.md: the description file is missing`);
      continue;
    }
    const words = (await readParagraphs(`dishes/${dish.slug}.md`)).join(" ").split(/\s+/).length;
    if (words < minimumDescriptionWords) {
      problems.push(
        `dishes/${dish.slug}.md: ${words} words, at least ${minimumDescriptionWords} wanted`,
      );
    }
  }
  if ((await readParagraphs("about.md")).length !== 2) {
    problems.push("about.md: write exactly two paragraphs, separated by a blank line");
  }
  return problems;
}
