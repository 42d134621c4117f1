/**
 * Whether a write failed on a unique key (PostgreSQL's unique_violation, SQLite's UNIQUE or PRIMARY KEY
 * constraint), so a caller can turn a lost race into its answer instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
