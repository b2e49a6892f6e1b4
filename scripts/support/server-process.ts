import { type ChildProcess, spawn } from "node:child_process";

export type ServerProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts the real server entry point (`server/server.ts`) as its own process on a free port,
 * serving only the API unless `site` is set, and resolves once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  /** `cwd`: another checkout of the project to run (a benchmark's "before"). */
  options: { site?: boolean; cwd?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    cwd: options.cwd,
    env: {
      ...process.env,
      API_ONLY: options.site ? "" : "1",
      PORT: "0",
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
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 20_000);
    // Both streams are drained for the whole life of the process, or a full pipe would stall it.
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        const url = match[1];
        resolve({
          url,
          child,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export function postVote(base: string, category: string, food: string, email: string) {
  return fetch(`${base}/api/votes/${category}/${food}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
