/** Parses a JSON column; the schema guarantees it holds JSON, so a failure is a real bug and throws. */
export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  return JSON.parse(text) as T;
}

export const bool = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
