import concurrently from "concurrently";

/**
 * Hot-reloading development: Vite serves the React app on PORT (default 3000) and proxies
 * /api to the Fastify API, which tsx restarts on every change to the server code.
 */
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const { result } = concurrently(
  [
    {
      name: "api",
      command: "tsx watch server/server.ts",
      env: { API_ONLY: "1", PORT: apiPort, HOST: "127.0.0.1" },
      prefixColor: "yellow",
    },
    {
      name: "web",
      command: `react-router dev --port ${port} --host ${process.env.HOST ?? "127.0.0.1"}`,
      env: { API_PORT: apiPort },
      prefixColor: "cyan",
    },
  ],
  { killOthersOn: ["failure", "success"] },
);

result.catch(() => process.exit(1));
