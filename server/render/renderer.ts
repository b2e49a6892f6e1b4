import { Worker } from "node:worker_threads";
import type { RenderJob, RenderOutcome } from "./render-release";

/**
 * One worker thread per process renders releases, one at a time, in the order asked. The
 * worker keeps the server build loaded between renders; one stopped by its caller (the server
 * closing, a render past its time) is ended and replaced by the next render.
 */
export type Renderer = {
  render(
    job: RenderJob,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<RenderOutcome>;
  close(): Promise<void>;
};

export class RenderStopped extends Error {}

const workerFile = new URL("./render-worker.mjs", import.meta.url);

type Reply = { id: number; outcome?: RenderOutcome; error?: string };

export function createRenderer(): Renderer {
  let worker: Worker | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const waiting = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();

  const started = () => {
    if (worker) return worker;
    const thread = new Worker(workerFile);
    thread.unref();
    thread.on("message", (reply: Reply) => {
      waiting.get(reply.id)?.resolve(reply);
      waiting.delete(reply.id);
    });
    const fail = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`the render thread ended (exit code ${code})`)));
    worker = thread;
    return thread;
  };

  const renderNow = (job: RenderJob, signal?: AbortSignal, timeoutMs?: number) =>
    new Promise<RenderOutcome>((resolve, reject) => {
      if (signal?.aborted) return reject(new RenderStopped("stopped before it started"));
      const thread = started();
      const id = nextId++;
      const stop = (reason: string) => {
        waiting.delete(id);
        reject(new RenderStopped(reason));
        // The thread may be midway through a page: it is ended, and the next render starts anew.
        if (worker === thread) worker = undefined;
        void thread.terminate();
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
      thread.postMessage({ id, job });
    });

  return {
    render(job, options = {}) {
      const turn = queue.then(() => renderNow(job, options.signal, options.timeoutMs));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
