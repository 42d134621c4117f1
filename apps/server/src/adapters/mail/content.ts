import type { Locale } from '@storefront/domain';

/*
 * What a mail says, as blocks (decision 0088): each mail's module builds its content from its own
 * copy (one typed object of strings per mail), and the mailer draws it twice, as the HTML part in the
 * tenant's brand (layout.tsx) and as the plain-text part (mailText). One content, two parts: the
 * text part never says something the HTML part does not.
 */

/** A line of an order as the receipt lists it: 2 × Pad Thai, its options below, the line's amount. */
export interface MailItemLine {
  quantity: number;
  name: string;
  /** Size, options ('Spice: Hot'), special instructions: one line each. */
  details: string[];
  amount: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A button in HTML; `label: url` in text, or the url alone when the paragraph before leads to it. */
  | { kind: 'action'; label: string; url: string; bare?: boolean }
  /** Something the reader must not miss (a test payment): set apart in both parts. */
  | { kind: 'notice'; text: string }
  /** Label and value pairs: the order number, the pickup time, the address. */
  | { kind: 'facts'; title?: string; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'items'; title: string; lines: readonly MailItemLine[] }
  /** Amounts, the last one (the total) in bold. */
  | { kind: 'totals'; rows: readonly (readonly [label: string, amount: string])[] }
  /** Words someone wrote (a contact message, a gift's note): kept as written, line breaks included. */
  | { kind: 'quote'; intro?: string; text: string };

export interface MailContent {
  /** The language it is written in (issue 31): the HTML's `lang`. */
  locale: Locale;
  /** The line inboxes show after the subject (hidden in the body). */
  preview: string;
  /** 'Hi Sam,'; none for a mail to staff. */
  greeting?: string;
  blocks: readonly MailBlock[];
  /** Who it is from, at the foot: the restaurant's name, address and phone; none: the tenant's name. */
  signature?: readonly string[];
}

/** The content as a plain-text part: blocks apart by a blank line, as the mails always read. */
export function mailText(content: MailContent, fallbackSignature: readonly string[]): string {
  const signature = content.signature ?? fallbackSignature;
  const parts = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map((block) => blockText(block, content.locale === 'fr' ? ' : ' : ': ')),
    ...(signature.length ? [signature.join(', ')] : []),
  ];
  return parts.join('\n\n');
}

/** `colon`: ': ', or ' : ' in French, which sets a space before it. */
function blockText(block: MailBlock, colon: string): string {
  switch (block.kind) {
    case 'paragraph':
    case 'notice':
      return block.text;
    case 'action':
      return block.bare ? block.url : `${block.label}${colon}${block.url}`;
    case 'facts':
      return [...(block.title ? [block.title] : []), ...block.rows.map(([l, v]) => `${l}${colon}${v}`)].join(
        '\n',
      );
    case 'items':
      return [
        block.title,
        ...block.lines.flatMap((line) => [
          `${line.quantity} × ${line.name}   ${line.amount}`,
          ...line.details.map((detail) => `    ${detail}`),
        ]),
      ].join('\n');
    case 'totals':
      return block.rows.map(([label, amount]) => `${label}${colon}${amount}`).join('\n');
    case 'quote': {
      const quoted = `  "${block.text.split(/\r?\n/).join('\n   ')}"`;
      return block.intro ? `${block.intro}\n${quoted}` : quoted;
    }
  }
}
