import { fork } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { paths } from "../../common/paths";
import { voteCategories } from "../../common/vote-category";
import { type Catalogue, dishTitle } from "../content/catalogue";
import { repositoryContentDir } from "../content/first-edition";
import type { DatabaseSchema } from "../storage/schema";
import type { PosterJob } from "./poster-process";
import { logoSource, pictureSource } from "./poster-sources";

/**
 * The stands' posters as files: drawn once per poster set (the published catalogue's dishes
 * at PUBLIC_URL's origin, by this code), in a process of their own, kept on disk and served
 * from there. Requests for a set being drawn wait for that one drawing; one drawing at a
 * time per server process, a few more sets waiting, and past that the caller hears "busy".
 */

/** What a poster set is drawn from; its digest names the set's folder. */
type PosterSetSource = {
  origin: string;
  festivalName: string;
  product: string;
  dishes: { category: string; slug: string; title: string; image: string }[];
};

export type PosterSet = { key: string; dir: string };

export type PosterPrinter = {
  /** The current catalogue's poster set, drawn first if need be; "busy" past the queue. */
  currentSet(): Promise<PosterSet | "busy">;
  close(): Promise<void>;
};

export type PosterPrinterOptions = {
  db: Kysely<DatabaseSchema>;
  /** PUBLIC_URL's https origin. */
  origin: string;
  /** The served content, whose dishes the posters show. */
  catalogue: Catalogue;
  /** Where poster sets are kept; shared by every process of the machine. */
  cacheDir: string;
  /** Sets drawn one after another beyond the one being drawn; past them, "busy". Default 2. */
  queue?: number;
  /** A drawing that takes longer is stopped and fails. Default 120 s. */
  timeoutMs?: number;
  /** Draws a set into a folder: by default in a child process; tests pass their own. */
  draw?: (job: PosterJob, timeoutMs: number) => Promise<void>;
};

/** Poster sets kept on disk: the current one and a few before it. */
const keptSets = 4;
/** A folder being drawn into by a process that died is removed after this. */
const abandonedAfterMs = 10 * 60_000;
const doneMarker = "selesai";

export function posterPrinter(options: PosterPrinterOptions): PosterPrinter {
  const queue = options.queue ?? 2;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const draw = options.draw ?? drawInChildProcess;
  const drawing = new Map<string, Promise<PosterSet>>();
  const known = new Set<string>();
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function drawSet(source: PosterSetSource, key: string): Promise<PosterSet> {
    const dir = join(options.cacheDir, key);
    if (await isComplete(dir)) return { key, dir };
    await mkdir(options.cacheDir, { recursive: true });
    // A folder of our own, renamed into place whole: two processes drawing the same set
    // never write into one folder, and a reader never sees half a set.
    const temporary = join(
      options.cacheDir,
      `.${key}.${process.pid}.${randomBytes(4).toString("hex")}`,
    );
    await mkdir(temporary);
    try {
      await draw(await jobFor(options.db, source, temporary), timeoutMs);
      await rename(temporary, dir).catch(async (error: NodeJS.ErrnoException) => {
        // Another process finished the same set first: its folder is as good as ours.
        if ((error.code === "ENOTEMPTY" || error.code === "EEXIST") && (await isComplete(dir))) {
          return;
        }
        throw error;
      });
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
    await pruneSets(options.cacheDir, key).catch(() => undefined);
    return { key, dir };
  }

  return {
    async currentSet() {
      if (closed) throw new Error("the poster printer is closed");
      const source = currentSource(options.origin, options.catalogue);
      const key = posterSetKey(source);
      const dir = join(options.cacheDir, key);
      if (known.has(key) && (await isComplete(dir))) return { key, dir };
      let pending = drawing.get(key);
      if (!pending) {
        if (running + waiting.length >= 1 + queue) return "busy";
        pending = turn(() => drawSet(source, key)).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const set = await pending;
      known.add(key);
      return set;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...drawing.values()]);
    },
  };
}

async function isComplete(dir: string): Promise<boolean> {
  return stat(join(dir, doneMarker)).then(
    () => true,
    () => false,
  );
}

function currentSource(origin: string, catalogue: Catalogue): PosterSetSource {
  const festival = catalogue.festival();
  return {
    origin,
    festivalName: festival.fullName,
    product: festival.product,
    dishes: voteCategories.flatMap((category) =>
      catalogue.dishesIn(category).map((dish) => ({
        category,
        slug: dish.slug,
        title: dishTitle(dish),
        image: dish.image.file,
      })),
    ),
  };
}

let drawingCode: string | undefined;

/**
 * The code and art the posters are drawn with: this folder's sources, the fonts and the
 * repository's drawings. An upgrade that changes any of them draws the sets again.
 */
function drawingCodeDigest(): string {
  if (drawingCode) return drawingCode;
  const hash = createHash("sha256");
  const folders = [
    import.meta.dirname,
    resolve(import.meta.dirname, "../generated/fonts"),
    resolve(repositoryContentDir, "assets/dishes"),
    resolve(repositoryContentDir, "assets/brand"),
  ];
  for (const folder of folders) {
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (name.endsWith(".test.ts") || !statSync(file).isFile()) continue;
      hash.update(name);
      hash.update(readFileSync(file));
    }
  }
  drawingCode = hash.digest("hex");
  return drawingCode;
}

/** Uploaded photos are named by their content's hash, so names stand for their bytes. */
export function posterSetKey(source: PosterSetSource): string {
  return createHash("sha256")
    .update(drawingCodeDigest())
    .update(JSON.stringify(source))
    .digest("hex")
    .slice(0, 32);
}

async function jobFor(
  db: Kysely<DatabaseSchema>,
  source: PosterSetSource,
  outDir: string,
): Promise<PosterJob> {
  const dishes: PosterJob["dishes"] = [];
  for (const dish of source.dishes) {
    const category = voteCategories.find((known) => known === dish.category);
    if (!category) continue;
    dishes.push({
      category,
      slug: dish.slug,
      title: dish.title,
      address: `${source.origin}${paths.dish(category, dish.slug)}`,
      picture: await pictureSource(db, dish.image),
    });
  }
  return {
    outDir,
    festivalName: source.festivalName,
    product: source.product,
    logoSvg: await logoSource(),
    dishes,
  };
}

const childModule = resolve(import.meta.dirname, "poster-process.ts");

/**
 * Draws in a child process run by tsx, as the server is: its CPU and memory are its own,
 * and it is stopped when it outlives `timeoutMs`.
 */
export function drawInChildProcess(job: PosterJob, timeoutMs: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(childModule, ["--poster-job"], {
      execArgv: ["--import", "tsx", "--max-old-space-size=256"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let answer: { ok: boolean; error?: string } | undefined;
    const timer = setTimeout(() => {
      answer = { ok: false, error: `the posters took over ${timeoutMs} ms` };
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("message", (message: { ok: boolean; error?: string }) => {
      answer ??= message;
    });
    child.on("error", (error) => {
      answer ??= { ok: false, error: error.message };
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (answer?.ok) resolvePromise();
      else reject(new Error(answer?.error ?? `the posters' process ended (${code ?? signal})`));
    });
    child.send(job);
  });
}

/** Keeps the newest sets; removes older ones, and folders abandoned mid-drawing. */
async function pruneSets(cacheDir: string, current: string) {
  const names = await readdir(cacheDir);
  const entries = await Promise.all(
    names.map(async (name) => ({
      name,
      modified: (await stat(join(cacheDir, name)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  const now = Date.now();
  const sets = entries
    .filter((entry) => !entry.name.startsWith(".") && entry.name !== current)
    .sort((a, b) => b.modified - a.modified);
  const abandoned = entries.filter(
    (entry) => entry.name.startsWith(".") && now - entry.modified > abandonedAfterMs,
  );
  for (const entry of [...sets.slice(keptSets - 1), ...abandoned]) {
    await rm(join(cacheDir, entry.name), { recursive: true, force: true });
  }
}
