/**
 * Whether a write failed on a unique key (PostgreSQL's unique_violation, SQLite's UNIQUE or PRIMARY KEY
 * constraint), so a caller can turn a lost race into its answer instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/*
 * PostgreSQL codes of a database that is away for a while (restarting, shutting down, refusing
 * connections): SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown,
 * cannot connect now). Node's socket codes and pg's own messages cover a connection lost mid-query.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

/** Whether a failure means the database is unreachable for now (a restart), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}
