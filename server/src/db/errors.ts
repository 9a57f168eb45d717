// Database errors both engines raise under different names.

/** SQLite (better-sqlite3) and PostgreSQL (pg) name a unique-constraint failure differently. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
