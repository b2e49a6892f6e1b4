// The renderer's process (renderer.ts): renders one release at a time with the server build,
// at a lower scheduling priority than the server, so that votes keep their answer times while
// a release renders on two cores. TypeScript through tsx, as the server itself. It ends when
// its server does: the IPC channel closes even when the server is killed with SIGKILL.
import { register } from "tsx/esm/api";

register();
const { loadServerBuild, renderRelease } = await import("./render-release.ts");

process.on("disconnect", () => process.exit(0));
process.on("message", async ({ id, job, warm }) => {
  // Loads the server build before the first publish needs it.
  if (warm) return void loadServerBuild(warm).catch(() => undefined);
  try {
    process.send?.({ id, outcome: await renderRelease(job) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.send?.({ id, error: message });
  }
});
