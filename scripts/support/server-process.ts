import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  stop(): Promise<void>;
};

/** A port nobody listens on at this moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** A port of `from`–`to` that nobody listens on now, on 127.0.0.1. */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

/**
 * Starts the real server entry point (`server/server.ts`) as its own process on a free port,
 * serving only the API unless `site` is set, and resolves once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  /**
   * `cwd`: another checkout of the project to run (a benchmark's "before"). `port`: a port
   * chosen by the caller; below LOG_LEVEL=info the server never prints where it listens, so
   * it is taken as started once `/api/health/live` answers there.
   */
  options: { site?: boolean; cwd?: string; port?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    cwd: options.cwd,
    env: {
      ...process.env,
      API_ONLY: options.site ? "" : "1",
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      VOTE_RATE_LIMIT_PER_MINUTE: "0",
      // Scripts post votes without solving a challenge; a caller about the defences (the
      // browser tests, the abuse benchmark) turns it on.
      VOTE_PROOF_OF_WORK: "off",
      // Tests never depend on the machine's DNS; those about the check start a DNS server.
      VOTE_DNS_SERVERS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    let started = false;
    // Generous: `npm test` starts these beside other suites on a 2-core machine.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, options.startTimeoutMs ?? 60_000);
    const listening = (url: string) => {
      if (started) return;
      started = true;
      clearTimeout(timer);
      resolve({
        url,
        child,
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    };
    // Both streams are drained for the whole life of the process, or a full pipe would stall it.
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) listening(match[1]);
    });
    if (options.port) {
      const url = `http://127.0.0.1:${options.port}`;
      // Bounded by the start-up timer above: it stops asking once started or given up.
      const ask = async () => {
        while (!started && child.exitCode === null && child.signalCode === null) {
          const live = await fetch(`${url}/api/health/live`).catch(() => undefined);
          if (live?.ok) return listening(url);
          await new Promise((wait) => setTimeout(wait, 100));
        }
      };
      void ask();
    }
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Resolves once the server answers `/api/health/ready` with 200: it listens before its
 * published content is loaded, and a vote sent in between is refused.
 */
export async function untilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${server.url}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`${server.url} was not ready within ${timeoutMs} ms`);
}

export function postVote(base: string, category: string, food: string, email: string) {
  return fetch(`${base}/api/votes/${category}/${food}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
