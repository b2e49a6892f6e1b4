import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export type HttpProxy = {
  url: string;
  close(): Promise<void>;
};

/**
 * A round-robin reverse proxy on 127.0.0.1, as deploy/Caddyfile sets up Caddy:
 * - active health checks: every `healthEveryMs` each backend's /api/health/ready is asked, and
 *   one that does not answer 200 gets no new request (unless none does);
 * - a backend that refuses the connection (it has stopped listening) is skipped for the next
 *   one, for up to `tryForMs` (Caddy's lb_try_duration). Only a refused connection is retried:
 *   nothing reached the backend, so resending a vote cannot count it twice.
 * One connection per request, so that no request is written to a kept-alive connection that
 * the backend is closing.
 */
export function startHttpProxy(
  backends: string[],
  // keepHost: the browser's Host goes through, as Caddy sends it by default; the console's
  // same-origin check compares it with the Origin header.
  { tryForMs = 5_000, healthEveryMs = 100, keepHost = false } = {},
): Promise<HttpProxy> {
  let next = 0;
  const ready = new Set(backends);
  const checkHealth = () => {
    for (const backend of backends) {
      fetch(`${backend}/api/health/ready`, { signal: AbortSignal.timeout(healthEveryMs * 5) }).then(
        (response) => {
          void response.arrayBuffer();
          if (response.status === 200) ready.add(backend);
          else ready.delete(backend);
        },
        () => ready.delete(backend),
      );
    }
  };
  const healthChecks = setInterval(checkHealth, healthEveryMs);
  const pick = () => {
    const candidates = ready.size > 0 ? backends.filter((backend) => ready.has(backend)) : backends;
    return candidates[next++ % candidates.length] ?? "";
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const deadline = Date.now() + tryForMs;
      const attempt = () => {
        const backend = new URL(pick());
        const upstream = request(
          {
            host: backend.hostname,
            port: backend.port,
            method: incoming.method,
            path: incoming.url,
            headers: {
              ...incoming.headers,
              host: keepHost ? incoming.headers.host : backend.host,
              connection: "close",
            },
            agent: false,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on("error", (error: Error & { code?: string }) => {
          if (error.code === "ECONNREFUSED" && Date.now() < deadline) {
            setTimeout(attempt, 10);
            return;
          }
          if (!outgoing.headersSent) outgoing.writeHead(502);
          outgoing.end(`proxy: ${error.code ?? error.message}`);
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(healthChecks);
            server.close(() => done());
          }),
      });
    });
  });
}
