import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { listBuiltFiles } from "../built-site";
import {
  type CspManifest,
  cspManifestFile,
  fileDigest,
  type InlineHashes,
  sha256Source,
} from "../content-security-policy";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

function* elementsOf(node: Node): Generator<DefaultTreeAdapterTypes.Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elementsOf(child);
  // A <template>'s children live in its own fragment.
  if ("content" in node) for (const child of node.content.childNodes) yield* elementsOf(child);
}

const textOf = (element: DefaultTreeAdapterTypes.Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href"]);

/** JSON blocks (`application/ld+json`) are data, never run, and so need no hash. */
const isDataBlock = (type: string | undefined) => /json$/i.test(type?.trim() ?? "");

/**
 * The hashes a page's policy needs: each inline `<script>` and `<style>` block as the browser
 * reads it (the spec's parser, so `</script>` and character references end and decode where a
 * browser's would). Inline event handlers and `javascript:` URLs cannot be allowed by hash
 * without also allowing them everywhere ('unsafe-hashes'), so a page with one fails the build.
 */
export function inlineHashes(html: string): Omit<InlineHashes, "file"> {
  const scripts: string[] = [];
  const styles: string[] = [];
  const forbidden: string[] = [];
  for (const element of elementsOf(parse(html))) {
    const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    for (const { name, value } of element.attrs) {
      if (name.startsWith("on")) forbidden.push(`<${element.tagName} ${name}>`);
      if (urlAttributes.has(name) && /^\s*javascript:/i.test(value))
        forbidden.push(`<${element.tagName} ${name}="${value}">`);
    }
    if (element.tagName === "script" && attribute("src") === undefined) {
      if (!isDataBlock(attribute("type"))) scripts.push(sha256Source(textOf(element)));
    }
    if (element.tagName === "style") styles.push(sha256Source(textOf(element)));
  }
  if (forbidden.length > 0) {
    throw new Error(
      `the page policy forbids inline event handlers and javascript: URLs: ${forbidden.join(", ")}`,
    );
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Writes the manifest of every HTML file under `root` (server/content-security-policy.ts). A
 * page whose bytes an entry of `known` was made from keeps that entry without being parsed.
 */
export function writeCspManifest(root: string, known: CspManifest = {}): CspManifest {
  const manifest: CspManifest = {};
  for (const file of listBuiltFiles(root)
    .filter((path) => path.endsWith(".html"))
    .sort()) {
    const content = readFileSync(join(root, file));
    const digest = fileDigest(content);
    const same = known[file];
    if (same?.file === digest) {
      manifest[file] = same;
      continue;
    }
    try {
      manifest[file] = { file: digest, ...inlineHashes(content.toString("utf8")) };
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
  writeFileSync(join(root, cspManifestFile), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
