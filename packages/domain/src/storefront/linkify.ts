/*
 * Turns announcement text into text and link segments (accounts-and-extras §2): markdown links
 * [text](url), web addresses, e-mail addresses and North-American phone numbers. The storefront
 * renders segments as elements, never as HTML, and only safe targets become links, so nothing in an
 * announcement can inject markup or script.
 */

export type Segment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/y;
const URL = /(?:https?:\/\/|www\.)[^\s<>()"']+[^\s<>()"'.,;:!?]/iy;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/y;
// (306) 555-0142, 306-555-0142, 306.555.0142, 306 555 0142, +1 306 555 0142, 1-800-555-0199
const PHONE = /(?:\+?1[-. ]?)?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]\d{4}(?!\d)/y;

/** The href a link may have, or null: web, mail, phone and same-site paths only. */
export function safeHref(target: string): { href: string; external: boolean } | null {
  const value = target.trim();
  if (/^\/(?!\/)/.test(value)) return { href: value, external: false };
  if (/^www\./i.test(value)) return { href: `https://${value}`, external: true };
  if (/^https?:\/\/[^\s]+$/i.test(value)) return { href: value, external: true };
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return { href: value, external: false };
  if (/^tel:\+?[\d-. ()]+$/i.test(value)) return { href: value, external: false };
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)) return { href: `mailto:${value}`, external: false };
  return null;
}

function match(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** A boundary before a token, so that 'x1306-555-0142' or 'abc@x.ca' inside words are not split oddly. */
function startsToken(text: string, at: number): boolean {
  return at === 0 || /[\s([{"'>,;:]/.test(text[at - 1]!);
}

export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let plain = '';
  const flush = () => {
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const md = text[i] === '[' ? match(MARKDOWN_LINK, text, i) : null;
    if (md) {
      const target = safeHref(md[2]!);
      flush();
      segments.push(target ? { kind: 'link', text: md[1]!, ...target } : { kind: 'text', text: md[1]! });
      i += md[0].length;
      continue;
    }
    if (startsToken(text, i)) {
      const url = match(URL, text, i);
      if (url) {
        flush();
        segments.push({ kind: 'link', text: url[0], ...safeHref(url[0])! });
        i += url[0].length;
        continue;
      }
      const email = match(EMAIL, text, i);
      if (email) {
        flush();
        segments.push({ kind: 'link', text: email[0], href: `mailto:${email[0]}`, external: false });
        i += email[0].length;
        continue;
      }
      const phone = match(PHONE, text, i);
      if (phone) {
        const digits = phone[0].replace(/\D/g, '');
        flush();
        segments.push({
          kind: 'link',
          text: phone[0],
          href: `tel:+${digits.length === 10 ? `1${digits}` : digits}`,
          external: false,
        });
        i += phone[0].length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return segments;
}

/** The text an announcement shows: its description, else its short description, else its title. */
export function announcementText(a: {
  title: string;
  short_description: string | null;
  description: string | null;
}): string {
  return a.description?.trim() || a.short_description?.trim() || a.title;
}
