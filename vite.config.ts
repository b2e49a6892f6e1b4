import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Inlined pictures would travel inside the JavaScript of every page that imports their
    // folder; as files they are fetched only where shown, and cached for a year.
    assetsInlineLimit: 0,
  },
  server: {
    // In development the API runs in its own Fastify process (see scripts/dev.ts).
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
