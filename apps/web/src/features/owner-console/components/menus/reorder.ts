/** `ids` with the one at `from` moved to `to` (a new array; the same order when either is outside). */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}
