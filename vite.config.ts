import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Where the site is published; link previews and canonical links need absolute URLs. */
function publicUrl(): string {
  const value = process.env.PUBLIC_URL || "http://127.0.0.1:3000";
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    return url.origin + url.pathname.replace(/\/$/, "");
  } catch {
    throw new Error(`Invalid configuration: PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
}

export default defineConfig({
  plugins: [reactRouter()],
  define: { __PUBLIC_URL__: JSON.stringify(publicUrl()) },
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
              test: /[\\/](app|common|content)[\\/]/,
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
