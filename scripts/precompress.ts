import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isRenderedFile } from "../server/render/render-release";

/**
 * Writes .br and .gz beside every text file of the client build's code, at maximum
 * compression, so the server never compresses a static file per request. The pages are the
 * renderer's, which compresses them as it writes them (server/render/render-release.ts).
 */
const root = "build/client";
const compressible = /\.(html|js|css|svg|json|data|txt|xml|webmanifest)$/;
const minimumBytes = 512;

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of await readdir(root, { recursive: true })) {
  const path = join(root, entry);
  if (!compressible.test(path) || isRenderedFile(`/${entry}`)) continue;
  if (!(await stat(path)).isFile()) continue;
  const content = await readFile(path);
  if (content.length < minimumBytes) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  afterBrotli += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(1)} KB → ${(afterBrotli / 1024).toFixed(1)} KB (brotli)`,
);
