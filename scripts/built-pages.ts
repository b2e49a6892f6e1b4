import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every prerendered page of a build: its URL path and its index.html. */
export function builtPages(
  root = "build/client",
  dir = "",
  prefix = "",
): { path: string; file: string }[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === "assets"
        ? []
        : builtPages(root, join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    return entry.name === "index.html"
      ? [{ path: prefix || "/", file: join(root, dir, entry.name) }]
      : [];
  });
}
