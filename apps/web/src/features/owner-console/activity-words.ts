import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { isLocale, isLocalDate, type ApiAuditEntry } from '@storefront/domain';
import { staffFormats } from '../staff/staff-i18n';
import { AUDITED, NOUNS, type AuditField, type AuditVoice, type SideOf } from './audit-fields';

/*
 * An audit entry in words for the Activity page (issue 33 item 2): what was done to what, by its
 * name ("changed menu item Chicken Pot Pie"), and each field by its form's label with its value as
 * it was and as it became ("Price: $19.99 → $19.75"), never the JSON it is kept in.
 */

/** The words a value is said in when it has none of its own. */
const VALUE_WORDS = {
  none: msg`none`,
  yes: msg`yes`,
  no: msg`no`,
  set: msg`set`,
  setting: msg`setting`,
};

/** A list's new order (a reorder's only field): the names in their order. */
const ORDER_FIELD: AuditField = { label: msg`Order` };

/**
 * A value in words, in the console's language (`i18n`): none, yes or no, a date or time on the
 * restaurant's clock (`timeZone`), a list, a name.
 */
export function inWords(value: unknown, timeZone: string, i18n: I18n): string {
  const formats = staffFormats(isLocale(i18n.locale) ? i18n.locale : 'en', timeZone);
  if (value === null || value === undefined || value === '') return i18n._(VALUE_WORDS.none);
  if (typeof value === 'boolean') return i18n._(value ? VALUE_WORDS.yes : VALUE_WORDS.no);
  if (typeof value === 'number') return formats.number(value);
  if (typeof value === 'string') {
    if (isLocalDate(value)) return formats.day(value, 'MMM D, YYYY');
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
      return formats.dateTime(value, 'MMM D, YYYY h:mm A');
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return i18n._(VALUE_WORDS.none);
    return value
      .map((v) => (typeof v === 'object' ? nameOf(v, i18n) : inWords(v, timeZone, i18n)))
      .join(', ');
  }
  return nameOf(value, i18n);
}

/** A thing in a list or a field by its name, title or address; 'set' when it has none of them. */
function nameOf(value: unknown, i18n: I18n): string {
  const thing = (value ?? {}) as { name?: unknown; title?: unknown; url?: unknown };
  const name = thing.name ?? thing.title ?? thing.url;
  return typeof name === 'string' && name !== '' ? name : i18n._(VALUE_WORDS.set);
}

export interface ChangeInWords {
  label: string;
  /** Null when the entry has no such side (a created thing has no before). */
  before: string | null;
  after: string | null;
}

export interface EntryInWords {
  /** 'changed menu item', or the entry's own sentence when it has one (the server's, in English). */
  headline: string;
  /** What changed by name ('Chicken Pot Pie'); null when the headline says it all. */
  name: string | null;
  changes: ChangeInWords[];
  /** Fields Activity has no label for (an entry older than its table): counted, not named. */
  unlabelled: number;
}

/** What an entry's kind is called in a headline: its noun, else 'setting'. */
function nounOf(entity: string, i18n: I18n): string {
  return i18n._(Object.hasOwn(NOUNS, entity) ? NOUNS[entity as keyof typeof NOUNS] : VALUE_WORDS.setting);
}

/**
 * An audit entry in words; dates and times on the clock of `timeZone`, each field by its form's
 * label in the console's language (`i18n`).
 */
export function entryInWords(entry: ApiAuditEntry, timeZone: string, i18n: I18n): EntryInWords {
  if (entry.summary !== null) return { headline: entry.summary, name: null, changes: [], unlabelled: 0 };
  const fields = AUDITED[entry.entity] ?? {};
  const { before, after } = entry.changes;
  const name =
    entry.entityName && isLocalDate(entry.entityName)
      ? inWords(entry.entityName, timeZone, i18n)
      : entry.entityName;
  // What was done to what: one message, the noun (with the article a language puts before it) in its place.
  const { action } = entry;
  const noun = nounOf(entry.entity, i18n);
  const headline = i18n._(
    msg`${select(action, {
      create: `added ${noun}`,
      delete: `deleted ${noun}`,
      reorder: `reordered ${noun}`,
      upload: `uploaded a photo of ${noun}`,
      other: `changed ${noun}`,
    })}`,
  );
  // A deleted thing is said by its name; its fields as they were add nothing.
  if (entry.action === 'delete') return { headline, name, changes: [], unlabelled: 0 };
  const voice: AuditVoice = {
    i18n,
    formats: staffFormats(isLocale(i18n.locale) ? i18n.locale : 'en', timeZone),
    fields,
  };
  const show = (field: AuditField, value: unknown, side: SideOf | null) =>
    side === null ? null : field.show ? field.show(value, side, voice) : inWords(value, timeZone, i18n);
  const changes: ChangeInWords[] = [];
  let unlabelled = 0;
  for (const key of Object.keys(after ?? before ?? {})) {
    const field = entry.action === 'reorder' && key === 'order' ? ORDER_FIELD : fields[key];
    if (!field) {
      unlabelled += 1;
      continue;
    }
    if (field.hidden) continue;
    const was = show(field, before?.[key], before);
    const is = show(field, after?.[key], after);
    // Unchanged in words (a field kept beside the change), or nothing to say of a new thing's empty field.
    const empty = [i18n._(VALUE_WORDS.none), i18n._(VALUE_WORDS.no)];
    if (was === is || (before === null && is !== null && empty.includes(is))) continue;
    changes.push({ label: i18n._(field.label), before: was, after: is });
  }
  return { headline, name, changes, unlabelled };
}
