import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it("ends a build whose server was killed with SIGKILL, with every tool the build started", async () => {
  // A project whose build is a tool that runs long and says who it is.
  const project = mkdtempSync(join(tmpdir(), "fb8-guarded-build-"));
  folders.push(project);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "x", scripts: { build: "sleep 60 & echo $! > tool.pid; wait" } }),
  );
  // The server: a process of its own that starts the build as publishing does.
  const releaseBuild = new URL("./release-build.ts", import.meta.url).pathname;
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(releaseBuild)}).then(({ startBuildProcess }) =>
        startBuildProcess(${JSON.stringify(project)}, process.env));
       setInterval(() => {}, 1000);`,
    ],
    { stdio: "ignore" },
  );
  const toolPid = await expect
    .poll(() => {
      try {
        return Number(readFileSync(join(project, "tool.pid"), "utf8")) || undefined;
      } catch {
        return undefined;
      }
    })
    .toBeGreaterThan(0)
    .then(() => Number(readFileSync(join(project, "tool.pid"), "utf8")));
  expect(isRunning(toolPid)).toBe(true);

  server.kill("SIGKILL");
  // Before, the build went on under pid 1 for its whole minute, beside the next one.
  await expect.poll(() => isRunning(toolPid)).toBe(false);
});
