/**
 * A consistent snapshot of the embedded database while the server runs (README, "Backups"):
 *
 *   npm run backup -- FILE
 *
 * It reads DATA_DIR like the server. On PostgreSQL it says which pg_dump command to use.
 */
import { resolve } from "node:path";
import { loadConfig } from "../server/config";
import { BackupError, backupSqlite } from "../server/storage/sqlite-backup";

async function main() {
  const target = process.argv[2];
  if (!target) throw new BackupError("Pemakaian: npm run backup -- BERKAS");
  const { storage } = loadConfig();
  if (storage.kind === "postgres") {
    throw new BackupError(
      'Database ini PostgreSQL: gunakan pg_dump -Fc "$DATABASE_URL" -f BERKAS (lihat README, "Backups").',
    );
  }
  const { votes } = await backupSqlite(storage.file, resolve(target));
  console.log(`Cadangan tersimpan di ${resolve(target)}: ${votes} vote.`);
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
