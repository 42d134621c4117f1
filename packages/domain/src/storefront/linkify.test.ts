import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { announcementText, linkify, safeHref } from './linkify';

const links = (text: string) => linkify(text).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('turns markdown links, web addresses, e-mails and phone numbers into links', () => {
    const text =
      'New hours! [See our menu](/menus) or visit www.goldenmaple.example.ca, write hello@goldenmaple.example.ca or call (306) 555-0142. Also https://example.ca/a?b=1.';
    expect(links(text)).toEqual([
      { kind: 'link', text: 'See our menu', href: '/menus', external: false },
      {
        kind: 'link',
        text: 'www.goldenmaple.example.ca',
        href: 'https://www.goldenmaple.example.ca',
        external: true,
      },
      {
        kind: 'link',
        text: 'hello@goldenmaple.example.ca',
        href: 'mailto:hello@goldenmaple.example.ca',
        external: false,
      },
      { kind: 'link', text: '(306) 555-0142', href: 'tel:+13065550142', external: false },
      { kind: 'link', text: 'https://example.ca/a?b=1', href: 'https://example.ca/a?b=1', external: true },
    ]);
  });

  it.each([
    ['306-555-0142', 'tel:+13065550142'],
    ['306.555.0142', 'tel:+13065550142'],
    ['306 555 0142', 'tel:+13065550142'],
    ['+1 306 555 0142', 'tel:+13065550142'],
    ['1-800-555-0199', 'tel:+18005550199'],
  ])('recognises the phone number %s', (phone, href) => {
    expect(links(`Call ${phone} today`)).toEqual([{ kind: 'link', text: phone, href, external: false }]);
  });

  it('leaves numbers that are not phone numbers alone', () => {
    expect(links('Order #30655501421 and 2026-11-22, $12.50')).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    'vbscript:x',
    ' javascript:alert(1)',
  ])('never links an unsafe markdown target: %s', (target) => {
    const segments = linkify(`[click me](${target})`);
    expect(
      segments.every((s) => s.kind === 'text' || !/^(javascript|data|vbscript):|^\/\//i.test(s.href)),
    ).toBe(true);
  });

  it('keeps markup as plain text', () => {
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('loses no character of the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const hasMarkdown = /\[[^\]\n]+\]\([^)\s]+\)/.test(text);
        fc.pre(!hasMarkdown);
        expect(
          linkify(text)
            .map((s) => s.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('only ever produces safe hrefs (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 60 }), (label, target) => {
        for (const s of linkify(`[${label}](${target}) ${target}`)) {
          if (s.kind === 'link') expect(s.href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/))/i);
        }
      }),
    );
  });
});

describe('safeHref', () => {
  it('accepts same-site paths, web, mail and phone only', () => {
    expect(safeHref('/menus')).toEqual({ href: '/menus', external: false });
    expect(safeHref('mailto:a@b.ca')?.href).toBe('mailto:a@b.ca');
    expect(safeHref('tel:+13065550142')?.href).toBe('tel:+13065550142');
    expect(safeHref('ftp://x')).toBeNull();
  });
});

describe('announcementText', () => {
  it('prefers the description, then the short description, then the title', () => {
    expect(announcementText({ title: 'T', short_description: 'S', description: 'D' })).toBe('D');
    expect(announcementText({ title: 'T', short_description: 'S', description: ' ' })).toBe('S');
    expect(announcementText({ title: 'T', short_description: null, description: null })).toBe('T');
  });
});
