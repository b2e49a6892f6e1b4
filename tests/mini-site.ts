import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { writeCspManifest } from "../server/render/csp-manifest";

/**
 * A miniature build folder with the same layout `react-router build` writes, so server tests
 * need no build. Its not-found page says "Page Not Found".
 */
export function writeMiniSite() {
  const dir = mkdtempSync(join(tmpdir(), "fb8-site-"));
  const files: Record<string, string> = {
    "index.html": "<html><title>FB8 | Home</title></html>",
    "about/index.html": "<html><title>About</title></html>",
    "not-found/index.html": "<html><h1>Page Not Found</h1></html>",
    "8trepreneur/domestic/rendang/index.html": "<html><h1>Rendang</h1></html>",
    "8trepreneur/domestic/rendang.data": "[]",
    "8trepreneur/hasil/index.html": "<html><h1>Hasil Vote 8trepreneur</h1></html>",
    "8trepreneur/hasil/2022/index.html": "<html><h1>Hasil 8trepreneur FB8 2022</h1></html>",
    "assets/root-abc123.js": `console.log("${"x".repeat(2000)}");`,
    "robots.txt": "User-agent: *\n",
    "__spa-fallback.html": "<html><body>Konsol panitia</body></html>",
  };
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  writeFileSync(
    join(dir, "assets/root-abc123.js.br"),
    brotliCompressSync(files["assets/root-abc123.js"] ?? ""),
  );
  writeCspManifest(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
