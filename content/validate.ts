import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { z } from "zod";
import { dishCatalogueSchema, festivalSchema, pagesSchema } from "../common/content-schema";
import { dishes } from "./dishes";
import { festival } from "./festival";
import { pages } from "./pages";
import { readParagraphs } from "./read-markdown.server";

const minimumDescriptionWords = 120;

function listIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${file} → ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
}

/** Every problem in content/, as lines an editor can act on; empty when all is well. */
export async function validateContent(): Promise<string[]> {
  const problems: string[] = [];
  const checks = [
    ["festival.ts", festivalSchema.safeParse(festival)],
    ["dishes.ts", dishCatalogueSchema.safeParse(dishes)],
    ["pages.ts", pagesSchema.safeParse(pages)],
  ] as const;
  for (const [file, result] of checks) {
    if (!result.success) problems.push(...listIssues(file, result.error));
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
