import { existsSync, readFileSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../server/storage/schema";

/** What a search of stored bytes saw: how many bytes it read, and which addresses it found. */
export type Remnants = { bytes: number; found: string[] };

/** The addresses that appear anywhere in these files' bytes; a missing file has none. */
export function remnantsInFiles(files: readonly string[], addresses: readonly string[]): Remnants {
  const contents = files.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  return {
    bytes: contents.reduce((sum, content) => sum + content.length, 0),
    found: addresses.filter((address) => contents.some((content) => content.includes(address))),
  };
}

/**
 * The addresses that appear in any page of the schema's tables, their TOAST tables and every
 * index, as PostgreSQL stores them: each page read raw through pageinspect, dead rows and free
 * space included (a superuser's extension; the test database's user is one).
 */
export async function remnantsInPostgres(
  db: Kysely<DatabaseSchema>,
  addresses: readonly string[],
): Promise<Remnants> {
  await sql`create extension if not exists pageinspect with schema public`.execute(db);
  const { rows: relations } = await sql<{ name: string; blocks: number }>`
    with own as (
      select oid from pg_class
      where relnamespace = current_schema()::regnamespace and relkind in ('r', 'm')
    ), stored as (
      select oid from own
      union select reltoastrelid from pg_class where oid in (select oid from own) and reltoastrelid <> 0
    ), everything as (
      select oid from stored
      union select indexrelid from pg_index where indrelid in (select oid from stored)
    )
    select oid::regclass::text as name,
      (pg_relation_size(oid) / current_setting('block_size')::int)::int as blocks
    from everything
  `.execute(db);
  const pages: Buffer[] = [];
  for (const { name, blocks } of relations) {
    if (blocks === 0) continue;
    const { rows } = await sql<{ page: Buffer }>`
      select public.get_raw_page(${name}, block::int) as page
      from generate_series(0, ${blocks - 1}) as block
    `.execute(db);
    pages.push(...rows.map((row) => row.page));
  }
  return {
    bytes: pages.reduce((sum, page) => sum + page.length, 0),
    found: addresses.filter((address) => pages.some((page) => page.includes(address))),
  };
}
