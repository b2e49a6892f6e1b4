/**
 * The committee's accounts, from the command line (README, "Panitia"):
 *
 *   npm run accounts -- add NAME --role admin|viewer|editor   the password is read from standard input
 *   npm run accounts -- password NAME                  likewise; ends the account's sessions
 *   npm run accounts -- remove NAME
 *   npm run accounts -- list
 *
 * It uses the server's database settings (DATA_DIR or DATABASE_URL), and records every change
 * in the audit log as done by `cli:<user of this machine>`.
 */
import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import {
  type AccountProblem,
  accountProblemMessages,
  addAccount,
  listAccounts,
  removeAccount,
  setPassword,
} from "../server/committee/accounts";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/storage/database";

const usage = `Pemakaian:
  npm run accounts -- add NAMA --role admin|viewer|editor   (kata sandi dibaca dari standard input)
  npm run accounts -- password NAMA                  (kata sandi baru dari standard input)
  npm run accounts -- remove NAMA
  npm run accounts -- list`;

class UsageError extends Error {}

/** The first line of standard input; typed at a terminal, it is not echoed. */
async function readPassword(): Promise<string> {
  const interactive = process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: interactive });
  if (interactive) {
    process.stderr.write("Kata sandi: ");
    muted = true;
  }
  for await (const line of lines) {
    lines.close();
    if (interactive) process.stderr.write("\n");
    return line;
  }
  throw new UsageError("Kata sandi tidak terbaca dari standard input.");
}

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { role: { type: "string" } },
  });
  const [command, name] = positionals;
  if (!command || (command !== "list" && !name)) throw new UsageError(usage);

  const database = await openDatabase(loadConfig().storage);
  try {
    if (!(await database.isReachable())) throw new Error("Database tidak dapat dihubungi.");
    const actor = `cli:${userInfo().username}`;
    let problem: AccountProblem | undefined;
    switch (command) {
      case "list": {
        const accounts = await listAccounts(database.db);
        if (accounts.length === 0) console.log("Belum ada akun.");
        for (const account of accounts) {
          console.log(`${account.username}\t${account.role}\tdibuat ${account.createdAt}`);
        }
        return;
      }
      case "add":
        if (!values.role)
          throw new UsageError(`--role admin, --role viewer atau --role editor wajib.\n${usage}`);
        problem = await addAccount(
          database,
          { username: `${name}`, role: values.role, password: await readPassword() },
          actor,
        );
        if (!problem) console.log(`Akun ${name} (${values.role}) dibuat.`);
        break;
      case "password":
        problem = await setPassword(database, `${name}`, await readPassword(), actor);
        if (!problem) console.log(`Kata sandi ${name} diganti; semua sesinya diakhiri.`);
        break;
      case "remove":
        problem = await removeAccount(database, `${name}`, actor);
        if (!problem) console.log(`Akun ${name} dihapus; semua sesinya diakhiri.`);
        break;
      default:
        throw new UsageError(usage);
    }
    if (problem) {
      console.error(accountProblemMessages[problem]);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
