/*
 * The spec's messages in another language (decision 0091). The messages are written in English, as
 * the spec words them, and thrown or shown as English strings; a catalogue (Lingui's, compiled from
 * a PO file) maps each English message to its translation. A message made from values is in the
 * catalogue with ICU placeholders, `{value} is not valid email address`: the English message is
 * matched against it, and the values it took are put in the translation (translated themselves
 * when they are messages too, `{message} Your card was not charged.`).
 */

/** What this needs of a Lingui i18n object with its locale's catalogue loaded. */
export interface MessageCatalogue {
  /** The compiled messages by id (the English message). */
  readonly messages: Readonly<Record<string, unknown>>;
  _(id: string, values?: Record<string, unknown>): string;
}

interface Pattern {
  id: string;
  names: string[];
  match: RegExp;
}

/** `message` in the catalogue's language; a message the catalogue does not know stays as it is. */
export function localizeMessage(message: string, catalogue: MessageCatalogue): string {
  if (Object.hasOwn(catalogue.messages, message)) return catalogue._(message);
  // 'items.0.quantity: quantity must be at least 1': the field is a name in the code, kept.
  const field = /^([\w.[\]]+): (.+)$/s.exec(message);
  if (field?.[1] && field[2]) {
    const rest = localizeMessage(field[2], catalogue);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  for (const pattern of patternsOf(catalogue.messages)) {
    const found = pattern.match.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(
      pattern.names.map((name, i) => [name, localizeMessage(found[i + 1] ?? '', catalogue)]),
    );
    return catalogue._(pattern.id, values);
  }
  return message;
}

/*
 * The catalogue's messages with placeholders, as patterns, the most literal first: "{label} must be
 * at most {max} characters" is tried before "{label} must be at most {max}". Made once per catalogue.
 */
function patternsOf(messages: Readonly<Record<string, unknown>>): Pattern[] {
  let patterns = made.get(messages);
  if (!patterns) {
    patterns = Object.keys(messages)
      .filter((id) => /\{\w+\}/.test(id))
      .map((id) => {
        const parts = id.split(/\{(\w+)\}/);
        const literal = parts.filter((_, i) => i % 2 === 0);
        const names = parts.filter((_, i) => i % 2 === 1);
        const source = literal.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
        return { id, names, match: new RegExp(`^${source}$`, 's'), weight: literal.join('').length };
      })
      .sort((a, b) => b.weight - a.weight)
      .map(({ id, names, match }) => ({ id, names, match }));
    made.set(messages, patterns);
  }
  return patterns;
}

const made = new WeakMap<object, Pattern[]>();
