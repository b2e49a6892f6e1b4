import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import type { RenderJob, RenderOutcome } from "./render-release";

/**
 * One renderer process per server renders releases, one at a time, in the order asked. It
 * runs at a lower priority (nice 10) than the server: on two cores a render otherwise takes
 * the votes' CPU, and their slowest answers grew by 70–170 ms in `npm run bench:publish` with
 * a worker thread. The process keeps the server build loaded between renders; one stopped by
 * its caller (the server closing, a render past its time) is ended, and the next render
 * starts a new one.
 */
export type Renderer = {
  render(
    job: RenderJob,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<RenderOutcome>;
  /** Starts the process and loads the server build, so that the first publish is quick. */
  warm(serverEntry: string): void;
  close(): Promise<void>;
};

export class RenderStopped extends Error {}

const processFile = new URL("./render-process.mjs", import.meta.url);
const lowerPriority = 10;

type Reply = { id: number; outcome?: RenderOutcome; error?: string };

export function createRenderer(): Renderer {
  let child: ChildProcess | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  type Pending = { on: ChildProcess; resolve(reply: Reply): void; reject(error: Error): void };
  const waiting = new Map<number, Pending>();

  const started = () => {
    if (child?.connected) return child;
    // Only what a render reads: the server's secrets (DATABASE_URL, keys, SMTP) stay out of it.
    const env = { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV, TZ: process.env.TZ };
    const renderer = fork(processFile, [], {
      env,
      execArgv: [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (renderer.pid) {
      try {
        setPriority(renderer.pid, lowerPriority);
      } catch {
        // Without the right to lower it, the render still runs, at the server's priority.
      }
    }
    renderer.unref();
    renderer.channel?.unref();
    renderer.on("message", (reply: Reply) => {
      waiting.get(reply.id)?.resolve(reply);
      waiting.delete(reply.id);
    });
    renderer.on("exit", (code, signal) => {
      if (child === renderer) child = undefined;
      const error = new Error(`the renderer process ended (${signal ?? `exit code ${code}`})`);
      // Only its own renders: a stopped process ends while the next one already renders.
      for (const [id, pending] of waiting) {
        if (pending.on !== renderer) continue;
        waiting.delete(id);
        pending.reject(error);
      }
    });
    child = renderer;
    return renderer;
  };

  const renderNow = (job: RenderJob, signal?: AbortSignal, timeoutMs?: number) =>
    new Promise<RenderOutcome>((resolve, reject) => {
      if (signal?.aborted) return reject(new RenderStopped("stopped before it started"));
      const renderer = started();
      const id = nextId++;
      const stop = (reason: string) => {
        waiting.delete(id);
        reject(new RenderStopped(reason));
        // The process may be midway through a page: it is ended, and the next render starts anew.
        if (child === renderer) child = undefined;
        renderer.kill("SIGKILL");
      };
      const onAbort = () => stop("stopped");
      const timer =
        timeoutMs === undefined ? undefined : setTimeout(() => stop("timed out"), timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      waiting.set(id, {
        on: renderer,
        resolve: (reply) => {
          settle();
          if (reply.outcome) resolve(reply.outcome);
          else reject(new Error(reply.error ?? "the render failed"));
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      renderer.send({ id, job });
    });

  return {
    render(job, options = {}) {
      const turn = queue.then(() => renderNow(job, options.signal, options.timeoutMs));
      queue = turn.catch(() => undefined);
      return turn;
    },
    warm(serverEntry) {
      started().send({ warm: serverEntry });
    },
    async close() {
      const renderer = child;
      child = undefined;
      if (!renderer || renderer.exitCode !== null) return;
      const exited = new Promise((resolve) => renderer.once("exit", resolve));
      renderer.kill("SIGKILL");
      await exited;
    },
  };
}
