/**
 * SQL that several migrations build alike, written once. A migration that has run must send
 * the same statements for ever: these return exactly the text the migrations held inline.
 */

/** A statement trigger function that announces a change on the catalogue cache's channel with `payload` (SQL). */
export function notifyFunction(name: string, payload: string): string {
  return `
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', ${payload});
        RETURN NULL;
      END $$`;
}

/** One ALTER TABLE giving each column its type (column name → type), in the order given. */
export function alterColumnTypes(table: string, types: Record<string, string>): string {
  const columns = Object.entries(types).map(
    ([column, type]) => `        ALTER COLUMN ${column} TYPE ${type}`,
  );
  return `\n      ALTER TABLE ${table}\n${columns.join(',\n')}`;
}
