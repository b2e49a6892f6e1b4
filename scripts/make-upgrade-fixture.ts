/**
 * Makes the data an earlier version of the site leaves behind, for the upgrade test
 * (server/content/upgrade.test.ts): runs the REAL earlier code from its own checkout, as an
 * operator would, and keeps its database.
 *
 *   git worktree add --detach /tmp/old <commit>
 *   ln -s "$PWD/node_modules" /tmp/old/node_modules   # when package-lock.json is the same
 *   npx tsx scripts/make-upgrade-fixture.ts --old /tmp/old --out tests/fixtures/upgrade-from-<commit>
 *
 * In the old checkout it runs `npm run build` (unless its build/ is there), `npm run serve` on
 * a fresh DATA_DIR, `npm run accounts -- add` for an editor, and through that server's API: signs
 * in, changes the home page's title, publishes, waits until the release is live, casts votes
 * in both categories, and stops the server. The database is then vacuumed into the fixture
 * folder with a manifest.json saying what the test should find. The release folder is not
 * kept: the upgraded server builds it again.
 *
 * With `--announce` (versions that can announce results: from migration 020 on) an admin
 * account is made too, which closes both categories and announces the results once the votes
 * are in; the manifest then holds the admin and when the results were announced.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

const { values } = parseArgs({
  options: {
    old: { type: "string" },
    out: { type: "string" },
    port: { type: "string", default: "3312" },
    announce: { type: "boolean", default: false },
  },
});
if (!values.old || !values.out) {
  console.error("usage: tsx scripts/make-upgrade-fixture.ts --old <checkout> --out <folder>");
  process.exit(2);
}
const oldCheckout = resolve(values.old);
const outDir = resolve(values.out);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;

const fixtureTitle = "Judul dari versi lama: FB8 naik ke orbit";
const editor = { username: "penyunting", password: "kata-sandi-penyunting-lama-1" };
const admin = { username: "ketua", password: "kata-sandi-ketua-lama-1" };
/** Votes per category: the first dishes of each get 3, 2 and 1. */
const votesPerDish = [3, 2, 1];

const commitOf = (dir: string) =>
  execFileSync("git", ["-C", dir, "rev-parse", "--short=7", "HEAD"], { encoding: "utf8" }).trim();

function run(command: string, args: string[], env: NodeJS.ProcessEnv, input?: string) {
  execFileSync(command, args, {
    cwd: oldCheckout,
    env,
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "inherit", "inherit"],
    timeout: 600_000,
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(500);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

async function stop(server: ChildProcess) {
  const running = () => server.exitCode === null && server.signalCode === null;
  if (!running() || server.pid === undefined) return;
  const exited = new Promise((done) => server.once("exit", done));
  // Its own process group: npm, tsx and node together, and nothing else.
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, sleep(20_000)]);
  if (running()) process.kill(-server.pid, "SIGKILL");
}

/** Signs `account` in to the old server; a function that calls its API as that account. */
async function signIn(account: { username: string; password: string }) {
  const session = await fetch(`${origin}/api/panitia/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(account),
  });
  if (!session.ok) throw new Error(`sign-in: ${session.status} ${await session.text()}`);
  const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { "content-type": "application/json", origin, cookie, "x-csrf-token": csrfToken },
    });
    const body = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${body}`);
    return JSON.parse(body);
  };
}

async function main() {
  const commit = commitOf(oldCheckout);
  const dataDir = mkdtempSync(join(tmpdir(), "fb8-upgrade-fixture-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    VOTE_PROOF_OF_WORK: "off",
    VOTE_DNS_SERVERS: "off",
    // Votes from one address in a burst would be flagged, and flagged votes do not count.
    VOTE_FLAGGING: "off",
    CONTENT_FOLLOW_SECONDS: "1",
  };
  if (!existsSync(join(oldCheckout, "build", "client", "index.html"))) {
    console.log(`building ${commit} in ${oldCheckout}`);
    run("npm", ["run", "build"], env);
  }
  run(
    "npm",
    ["run", "accounts", "--", "add", editor.username, "--role", "editor"],
    env,
    `${editor.password}\n`,
  );
  if (values.announce) {
    run(
      "npm",
      ["run", "accounts", "--", "add", admin.username, "--role", "admin"],
      env,
      `${admin.password}\n`,
    );
  }

  console.log(`starting ${commit} on ${origin}, DATA_DIR ${dataDir}`);
  const server = spawn("npm", ["run", "serve"], {
    cwd: oldCheckout,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await until("the old server ready", 120_000, async () =>
      (await fetch(`${origin}/api/health/ready`)).ok ? true : undefined,
    );
    const call = await signIn(editor);

    type Draft = {
      revision: number;
      content: {
        pages: { home: { hero: { title: string } } };
        dishes: { category: string; slug: string }[];
      };
    };
    const draft: Draft = await call("/api/panitia/content/draft");
    const pages = structuredClone(draft.content.pages);
    pages.home.hero.title = fixtureTitle;
    await call("/api/panitia/content/draft/pages", {
      method: "PUT",
      body: JSON.stringify({ baseRevision: draft.revision, value: pages }),
    });
    const { id: releaseId }: { id: string } = await call("/api/panitia/content/releases", {
      method: "POST",
      body: "{}",
    });
    console.log(`publishing ${releaseId}`);
    type Release = { id: string; status: string; log: string };
    const release = await until("the release built", 600_000, async () => {
      const releases: Release[] = await call("/api/panitia/content/releases");
      const found = releases.find((entry) => entry.id === releaseId);
      return found && found.status !== "building" ? found : undefined;
    });
    if (release.status !== "live")
      throw new Error(`the release ${release.status}: ${release.log.slice(-2000)}`);
    await until("the published title served", 30_000, async () =>
      (await (await fetch(origin)).text()).includes(fixtureTitle) ? true : undefined,
    );

    const votes: Record<string, Record<string, number>> = {};
    let voter = 0;
    for (const category of ["domestic", "international"]) {
      const dishes = draft.content.dishes.filter((dish) => dish.category === category);
      votes[category] = {};
      for (const [index, count] of votesPerDish.entries()) {
        const dish = dishes[index];
        if (!dish) throw new Error(`${category} has fewer than ${votesPerDish.length} dishes`);
        for (let n = 0; n < count; n += 1) {
          voter += 1;
          const response = await fetch(`${origin}/api/votes/${category}/${dish.slug}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: `pemilih.lama${voter}@example.com` }),
          });
          if (response.status !== 201)
            throw new Error(`vote: ${response.status} ${await response.text()}`);
        }
        const counted = await (await fetch(`${origin}/api/votes/${category}/${dish.slug}`)).json();
        if (counted.votes !== count) throw new Error(`${dish.slug}: ${JSON.stringify(counted)}`);
        votes[category][dish.slug] = count;
      }
    }
    let announcedAt: string | undefined;
    if (values.announce) {
      const asAdmin = await signIn(admin);
      for (const category of ["domestic", "international"]) {
        await asAdmin(`/api/panitia/window/${category}`, {
          method: "PUT",
          body: JSON.stringify({ opensAt: null, closesAt: new Date().toISOString() }),
        });
      }
      await asAdmin("/api/panitia/settings", {
        method: "PUT",
        body: JSON.stringify({ resultsPublished: true }),
      });
      const results = await (await fetch(`${origin}/api/results`)).json();
      if (!results.published) throw new Error(`results not announced: ${JSON.stringify(results)}`);
      announcedAt = results.publishedAt;
    }
    await stop(server);

    // One file, no write-ahead log, no free pages: what the repository keeps.
    mkdirSync(outDir, { recursive: true });
    const target = join(outDir, "fb8.sqlite");
    rmSync(target, { force: true });
    const database = new Database(join(dataDir, "fb8.sqlite"));
    database.pragma("wal_checkpoint(TRUNCATE)");
    database.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
    database.close();
    const vacuumed = new Database(target);
    vacuumed.pragma("journal_mode = DELETE");
    vacuumed.close();
    const manifest = {
      commit,
      madeAt: new Date().toISOString(),
      releaseId,
      homeTitle: fixtureTitle,
      editor,
      votes,
      ...(announcedAt ? { admin, announcedAt } : {}),
    };
    writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`fixture written to ${outDir}: release ${releaseId}, ${voter} votes`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
