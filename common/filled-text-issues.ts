import { fieldName, type IssueFacts, issueInWords } from "./content-issue-words";
import { fieldLabel } from "./content-labels";
import { festivalPlaceholderNames, festivalPlaceholderPaths } from "./content-placeholders";

/**
 * The texts a festival value breaks once it is filled in ({fullName} in every page's
 * description), said once on the festival's field that is too long, naming the pages in one
 * line: a long festival name is one mistake, not eight. What filling in broke otherwise is
 * said on the text itself.
 */

type FilledIssue = IssueFacts & { path: (string | number)[] };
type Placeholder = (typeof festivalPlaceholderNames)[number];

function valueAt(document: unknown, path: readonly (string | number)[]): unknown {
  let node = document;
  for (const key of path) {
    node = typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined;
  }
  return node;
}

/** The festival placeholder of `typed` with the longest value: the one that made it long. */
function longestPlaceholderIn(
  typed: unknown,
  values: Record<Placeholder, string>,
): Placeholder | undefined {
  if (typeof typed !== "string") return undefined;
  const used = festivalPlaceholderNames.filter((name) => typed.includes(`{${name}}`));
  return used.sort((a, b) => values[b].length - values[a].length)[0];
}

/** "Home", "Pemilih hidangan › Domestik": the page a text is on, from its path under pages. */
function pageOf(path: readonly (string | number)[]): string {
  const end = path.includes("meta") ? path.indexOf("meta") : path.length - 1;
  return path
    .slice(1, end)
    .map((key) => fieldName([key]))
    .join(" › ");
}

export function filledTextIssues(
  issues: readonly FilledIssue[],
  document: unknown,
  values: Record<Placeholder, string>,
): { path: (string | number)[]; message: string }[] {
  const said: { path: (string | number)[]; message: string }[] = [];
  const tooLong = new Map<string, { placeholder: Placeholder; key: string; pages: string[] }>();
  for (const issue of issues) {
    const key = issue.path.at(-1);
    const placeholder =
      issue.code === "too_big" && issue.origin === "string"
        ? longestPlaceholderIn(valueAt(document, issue.path), values)
        : undefined;
    if (!placeholder || typeof key !== "string") {
      said.push({ path: issue.path, message: `${issueInWords(issue)}, setelah penanda diisi` });
      continue;
    }
    const group = `${placeholder} ${key} ${String(issue.maximum)}`;
    const pages = tooLong.get(group)?.pages ?? [];
    tooLong.set(group, { placeholder, key, pages: [...pages, pageOf(issue.path)] });
  }
  for (const [group, { placeholder, key, pages }] of tooLong) {
    const path = [...festivalPlaceholderPaths[placeholder]];
    const maximum = group.split(" ").at(-1);
    const text = fieldName([key]).toLowerCase();
    const its = text.includes(" ") ? "isinya" : `${text}nya`;
    said.push({
      path,
      message: `${fieldName(path)} terlalu panjang untuk ${text} halaman ${pages.join(", ")}: setelah diisi, ${its} lebih dari ${maximum} huruf. Perpendek ${fieldLabel(path.at(-1) ?? "").toLowerCase()}, atau ${text} halaman itu.`,
    });
  }
  return said;
}
