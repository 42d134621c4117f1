/*
 * Where a screen sends the diner back to after signing in or registering (the spec's `from` query
 * and return state). Only a path on this site is followed: anything else (another origin, a
 * protocol-relative '//host', a backslash trick) falls back, so the query cannot redirect off-site.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  const value = candidate.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (a newline in a header, a tab browsers strip) never belong in a path.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

/** Adds `step` to a return path (register's ?step, which checkout reads to open its second step). */
export function withStep(path: string, step: string | null): string {
  if (!step) return path;
  const [base, hash = ''] = path.split('#', 2);
  const url = new URL(base!, 'http://x');
  url.searchParams.set('step', step);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}
