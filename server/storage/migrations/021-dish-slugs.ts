import type { Kysely } from "kysely";

/**
 * Every slug a dish has had (docs/decisions/0037): a slug that belonged to one dish is never
 * given to another, so a poster printed for one stand can never open another class's page.
 * Written in the transaction of each save of the dishes (server/content/dish-slugs.ts); the
 * slugs a dish had before this table are its id (the slug it had before ids), checked from
 * the draft and the live release at each save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("dish_slugs")
    .addColumn("category", "varchar(32)", (column) => column.notNull())
    .addColumn("slug", "varchar(128)", (column) => column.notNull())
    .addColumn("dish_id", "varchar(64)", (column) => column.notNull())
    .addColumn("first_saved_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("dish_slugs_pk", ["category", "slug"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("dish_slugs").execute();
}
