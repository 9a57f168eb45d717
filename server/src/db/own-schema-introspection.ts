// What Kysely's migrator sees of a PostgreSQL database: only the schema it migrates.
// Kysely's own introspector reads every table of every schema and resolves each one's name
// (pg_get_serial_sequence); when another app sharing the database drops its schema at that
// moment (the test suite's parallel workers do, each test app on its own schema), the query
// fails with "schema … does not exist" and this app's start fails. Reading our own schema only
// cannot meet another schema's drop, and stays quick however many schemas the database holds.
import { sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';

export function withOwnSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () =>
      (
        await sql<{
          name: string;
        }>`SELECT nspname AS name FROM pg_catalog.pg_namespace WHERE nspname = ${schema}`.execute(
          db,
        )
      ).rows,
    getTables: async (): Promise<TableMetadata[]> =>
      (
        await sql<{ name: string; type: string }>`
          SELECT table_name AS name, table_type AS type FROM information_schema.tables
          WHERE table_schema = ${schema}`.execute(db)
      ).rows.map((row) => ({
        name: row.name,
        schema,
        isView: row.type === 'VIEW',
        columns: [],
      })),
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // Everything else is the real instance; its methods keep their own `this` (private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
