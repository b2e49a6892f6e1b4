// The renderer's thread (renderer.ts): renders one release at a time with the server build,
// away from the event loop that answers votes. TypeScript through tsx, as the server itself.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderRelease } = await import("./render-release.ts");

parentPort.on("message", async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, outcome: await renderRelease(job) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort.postMessage({ id, error: message });
  }
});
