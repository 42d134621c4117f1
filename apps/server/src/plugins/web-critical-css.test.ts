import { describe, expect, it } from 'vitest';
import { criticalStylesheet, markupOf } from './web-critical-css';

/** The rules of `css` that `html` uses. */
const rulesFor = (css: string, html: string) => criticalStylesheet(css).rulesFor(markupOf(html));

describe('the stylesheet’s rules a page uses (decision 0109)', () => {
  it('keeps a rule whose classes the markup has, and drops one it lacks', () => {
    const css = '.flex{display:flex}.grid{display:grid}.card .title{font-weight:700}';
    const pages = {
      '<div class="flex title"></div>': '.flex{display:flex}',
      '<div class="card"><h3 class="title"></h3></div>': '.card .title{font-weight:700}',
    };
    for (const [html, kept] of Object.entries(pages)) expect(rulesFor(css, html), html).toBe(kept);
  });

  it('reads a class as its attribute writes it: variants, fractions, escapes, entities', () => {
    const css =
      '.hover\\:bg-ink:hover{background:#000}.w-1\\/2{width:50%}.\\32xl\\:p-4{padding:1rem}' +
      ".after\\:content-\\[\\'\\'\\]:after{content:''}.unused{color:red}";
    const html = '<p class="hover:bg-ink w-1/2 2xl:p-4 after:content-[&#39;&#39;]">';
    expect(rulesFor(css, html)).toBe(css.replace('.unused{color:red}', ''));
  });

  it('keeps a rule that asks for a class to be absent (:not) when the page has the others', () => {
    const css = '.item:not(.last){margin-bottom:1rem}';
    expect(rulesFor(css, '<li class="item">')).toBe(css);
  });

  it('keeps a rule of elements only when the page has them, and a form field’s parts with a field', () => {
    const css =
      'h1,h2{font-size:inherit}abbr:where([title]){text-decoration:underline dotted}' +
      ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}::placeholder{opacity:1}';
    expect(rulesFor(css, '<h2>Menu</h2>')).toBe('h1,h2{font-size:inherit}');
    expect(rulesFor(css, '<h2>Menu</h2><textarea></textarea>')).toBe(
      'h1,h2{font-size:inherit}::placeholder{opacity:1}',
    );
  });

  it('keeps the at-rules around what it keeps, and the layers’ order', () => {
    const css =
      '@layer theme,base,components,utilities;@layer components;' +
      '@layer utilities{.block{display:block}@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}' +
      '@layer base{.prose{line-height:1.6}}@keyframes spin{to{transform:rotate(360deg)}}';
    expect(rulesFor(css, '<div class="block sm:flex">')).toBe(
      '@layer theme,base,components,utilities;@layer components;' +
        '@layer utilities{.block{display:block}@media (width>=40rem){.sm\\:flex{display:flex}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('keeps the custom properties the kept rules read, and those their values read', () => {
    const css =
      ':root{--spacing:.25rem;--gap:var(--spacing);--unused:3px;color:black}' +
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
      '.p-2{padding:var(--gap)}.shadow{box-shadow:var(--tw-shadow)}.blur{filter:var(--tw-blur)}';
    const unread = [
      '--unused:3px;',
      '@property --tw-blur{syntax:"*";inherits:false}',
      '.blur{filter:var(--tw-blur)}',
    ];
    expect(rulesFor(css, '<div class="p-2 shadow">')).toBe(
      unread.reduce((kept, part) => kept.replace(part, ''), css),
    );
  });
});
