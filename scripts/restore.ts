/**
 * Puts a snapshot made by `npm run backup` back in place of the embedded database (README,
 * "Backups"), with the server stopped:
 *
 *   npm run restore -- FILE
 *
 * It refuses while a server answers on the configured HOST and PORT: a running server keeps
 * the old file open and would go on writing votes into it, where nobody would find them.
 */
import { resolve } from "node:path";
import { loadConfig } from "../server/config";
import { BackupError, restoreSqlite } from "../server/storage/sqlite-backup";

async function serverAnswers(host: string, port: number) {
  try {
    await fetch(`http://${host}:${port}/api/health/live`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const snapshot = process.argv[2];
  if (!snapshot) throw new BackupError("Pemakaian: npm run restore -- BERKAS");
  const config = loadConfig();
  if (config.storage.kind === "postgres") {
    throw new BackupError(
      'Database ini PostgreSQL: gunakan pg_restore --clean --if-exists -d "$DATABASE_URL" BERKAS (lihat README, "Backups").',
    );
  }
  if (await serverAnswers(config.host, config.port)) {
    throw new BackupError(
      `Server masih berjalan di ${config.host}:${config.port}. Hentikan dulu, lalu ulangi.`,
    );
  }
  const { votes } = await restoreSqlite(resolve(snapshot), config.storage.file);
  console.log(`Database dipulihkan dari ${resolve(snapshot)}: ${votes} vote.`);
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
