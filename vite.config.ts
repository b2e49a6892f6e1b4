import { cpSync, rmSync } from "node:fs";
import { basename, extname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { rendererBuildDir } from "./server/render/code-build";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * With `ssr: false`, React Router deletes its server build once its own prerender is done. The
 * running server renders every release with that build (server/render), so it is copied to
 * build/renderer first: its scripts only (its pictures are the client build's).
 */
function keepServerBuild(): Plugin {
  return {
    name: "fb8:keep-server-build",
    writeBundle: {
      order: "pre",
      handler(options) {
        if (!options.dir || basename(options.dir) !== "server") return;
        const target = resolve(rendererBuildDir);
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, {
          recursive: true,
          filter: (source) => !extname(source) || /\.(m?js|json)$/.test(source),
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [keepServerBuild(), reactRouter()],
  // The components are written against React's API and types, and run on Preact's: the same
  // pages for 12 KB of runtime instead of 69 KB (docs/decisions/0007).
  resolve: {
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    ],
  },
  // Libraries that import React are bundled into the prerendering build, so that they too reach
  // Preact through the aliases instead of loading React from node_modules. A new one missing
  // here fails the build with "Cannot read properties of null (reading 'useRef')".
  ssr: { noExternal: ["react-router"] },
  build: {
    // Inlined pictures would travel inside the JavaScript of every page that imports their
    // folder; as files they are fetched only where shown, and cached for a year.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Our own small modules shared by several pages travel as one file: a phone on
          // HTTP/1.1 opens six connections, and twenty 1 KB scripts queue on them.
          groups: [
            {
              name: "shared",
              // The committee's console is left out: its modules, and the lists of its API's
              // contract (common/committee-api.ts), are shared among its own screens only, and
              // here they would travel with every public page.
              test: /[\\/](app|common|content)[\\/](?!features[\\/]console[\\/]|committee-api\.ts$)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    // In development the API runs in its own Fastify process (see scripts/dev.ts).
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
