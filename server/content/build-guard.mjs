// Runs `npm run build` as a member of this process's group (the server starts this guard as a
// group leader), and ends the whole group when the server that started it is gone: its IPC
// channel closes even when the server is killed with SIGKILL, so no build outlives its server
// nor races the next one (docs/decisions/0031).
import { spawn } from "node:child_process";

const build = spawn("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
process.on("disconnect", () => {
  try {
    process.kill(0, "SIGKILL");
  } catch {
    process.exit(1);
  }
});
build.on("error", (error) => {
  console.error(error.message);
  process.exit(1);
});
build.on("exit", (code) => process.exit(code ?? 1));
