import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { publicUrl } from "./common/public-url";

const apiPort = Number(process.env.API_PORT ?? 3001);

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
