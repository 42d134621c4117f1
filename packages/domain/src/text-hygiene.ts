/*
 * Characters a person never means to type into a name or a note (issue 16): NUL and the other control
 * characters (tab and line breaks stay), and the bidirectional overrides and isolates that make
 * "Bob" + U+202E + "gnp.exe" read as "Bobexe.png" on the staff board or in a mail. They are removed, not refused:
 * a name pasted from a document with a stray mark still goes through.
 */
const UNSAFE =
  // Matching control characters is this pattern's whole purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripUnsafeText(text: string): string {
  return text.replace(UNSAFE, '');
}

/**
 * The same, through every string of a parsed JSON body, except the values of `keepKeys` (passwords
 * are compared byte for byte with what was set).
 */
export function stripUnsafeTextDeep(value: unknown, keepKeys: (key: string) => boolean): unknown {
  if (typeof value === 'string') return stripUnsafeText(value);
  if (Array.isArray(value)) return value.map((item) => stripUnsafeTextDeep(item, keepKeys));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = keepKeys(key) ? item : stripUnsafeTextDeep(item, keepKeys);
    }
    return out;
  }
  return value;
}
