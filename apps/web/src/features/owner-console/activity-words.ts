import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AUDIT_ENTITY_LABELS,
  formatInstant,
  formatLocalDate,
  isLocalDate,
  type ApiAuditEntry,
} from '@storefront/domain';
import { AUDITED, NOUNS, type AuditField, type SideOf } from './audit-fields';

/*
 * An audit entry in words for the Activity page (issue 33 item 2): what was done to what, by its
 * name ("changed menu item Chicken Pot Pie"), and each field by its form's label with its value as
 * it was and as it became ("Price: $19.99 → $19.75"), never the JSON it is kept in.
 */

const ACTIONS: Record<ApiAuditEntry['action'], string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
  upload: 'uploaded a photo of',
};

/** A list's new order (a reorder's only field): the names in their order. */
const ORDER_FIELD: AuditField = { label: msg`Order` };

/** A value in words: none, yes or no, a date or time on the restaurant's clock, a list, a name. */
export function inWords(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') {
    if (isLocalDate(value)) return formatLocalDate(value, 'MMM D, YYYY');
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatInstant(new Date(value), timeZone, 'MMM D, YYYY h:mm A');
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.map((v) => (typeof v === 'object' ? nameOf(v) : inWords(v, timeZone))).join(', ');
  }
  return nameOf(value);
}

/** A thing in a list or a field by its name, title or address; 'set' when it has none of them. */
function nameOf(value: unknown): string {
  const thing = (value ?? {}) as { name?: unknown; title?: unknown; url?: unknown };
  const name = thing.name ?? thing.title ?? thing.url;
  return typeof name === 'string' && name !== '' ? name : 'set';
}

export interface ChangeInWords {
  label: string;
  /** Null when the entry has no such side (a created thing has no before). */
  before: string | null;
  after: string | null;
}

export interface EntryInWords {
  /** 'changed menu item', or the entry's own sentence when it has one. */
  headline: string;
  /** What changed by name ('Chicken Pot Pie'); null when the headline says it all. */
  name: string | null;
  changes: ChangeInWords[];
  /** Fields Activity has no label for (an entry older than its table): counted, not named. */
  unlabelled: number;
}

/** What an entry's kind is called in a headline: its noun, else the filter's label, singular. */
function nounOf(entity: string): string {
  return NOUNS[entity] ?? (AUDIT_ENTITY_LABELS[entity] ?? 'setting').toLowerCase().replace(/s$/, '');
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
      ? formatLocalDate(entry.entityName, 'MMM D, YYYY')
      : entry.entityName;
  const headline = `${ACTIONS[entry.action] ?? 'changed'} ${nounOf(entry.entity)}`;
  // A deleted thing is said by its name; its fields as they were add nothing.
  if (entry.action === 'delete') return { headline, name, changes: [], unlabelled: 0 };
  const show = (field: AuditField, value: unknown, side: SideOf | null) =>
    side === null ? null : field.show ? field.show(value, side) : inWords(value, timeZone);
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
    if (was === is || (before === null && (is === 'none' || is === 'no'))) continue;
    changes.push({ label: i18n._(field.label), before: was, after: is });
  }
  return { headline, name, changes, unlabelled };
}
