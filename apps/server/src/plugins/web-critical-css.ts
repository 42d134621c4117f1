import postcss, { type ChildNode, type Rule } from 'postcss';

/*
 * The stylesheet's rules a page's markup uses (decision 0109): what the page's first paint needs,
 * written into the page, while the whole stylesheet comes with the scripts. The storefront's CSS is
 * Tailwind's, so nearly every rule is one class; a rule is kept when the page holds what it names.
 */

/** What a page's markup holds that a rule can need: its classes and its elements. */
export interface Markup {
  classes: Set<string>;
  elements: Set<string>;
}

/** What one selector needs on the page. */
interface Needs {
  /** Its classes, as class attributes write them. */
  classes: string[];
  /** Its elements, each as alternatives (a form field's own parts are on any of three). */
  elements: string[][];
}

// The parts of a form field a selector can name without naming the field (Tailwind's base styles).
const FIELD_PART = /::?(-webkit-|-moz-|file-selector-button|placeholder)/;

/** The selector without what is inside its parentheses (`pattern`: the ones to empty). */
function withoutGroups(selector: string, pattern: RegExp): string {
  let text = selector;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(pattern, '');
  }
  return text;
}

function needsOf(selector: string): Needs {
  // What is under :not() is what the element must *not* be or have: it cannot make the rule unused.
  const positive = withoutGroups(selector, /:not\([^()]*\)/g);
  const classes = Array.from(positive.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g), (match) =>
    match[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
    ),
  );
  // The elements named outside any parentheses: inside :is() and :where() they are alternatives.
  const outside = withoutGroups(positive.replace(/\[[^\]]*\]/g, ''), /\([^()]*\)/g);
  const elements = Array.from(outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g), (match) => [
    match[1]!.toLowerCase(),
  ]);
  if (FIELD_PART.test(selector)) elements.push(['input', 'textarea', 'select']);
  return { classes, elements };
}

const HTML_ENTITY: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  lt: '<',
  gt: '>',
};

/** The classes named in the markup's class attributes, and its elements. */
export function markupOf(html: string): Markup {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value!.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => HTML_ENTITY[name]!);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  const elements = new Set(
    Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (match) => match[1]!.toLowerCase()),
  );
  return { classes, elements };
}

// At-rules kept whole: they style nothing by themselves (a font, an animation).
const KEPT_WHOLE = new Set(['font-face', 'keyframes', 'import', 'charset', 'namespace']);

/** A stylesheet parsed once, from which each page takes the rules its markup uses. */
export interface CriticalStylesheet {
  /** The rules the markup uses, with the custom properties they read. */
  rulesFor(markup: Markup): string;
}

export function criticalStylesheet(css: string): CriticalStylesheet {
  const root = postcss.parse(css);
  const needs = new Map<Rule, Needs[]>();
  root.walkRules((rule) => {
    needs.set(rule, rule.selectors.map(needsOf));
  });

  const used = (rule: Rule, markup: Markup) =>
    needs
      .get(rule)!
      .some(
        (wanted) =>
          wanted.classes.every((name) => markup.classes.has(name)) &&
          wanted.elements.every((anyOf) => anyOf.some((name) => markup.elements.has(name))),
      );
  // A rule that names no class: the base styles, the theme's variables.
  const classless = (rule: Rule) => needs.get(rule)!.every((wanted) => wanted.classes.length === 0);

  /** The custom properties the kept rules read, with those their values read in turn. */
  function propertiesRead(markup: Markup): Set<string> {
    const declared = new Map<string, string[]>();
    const read = new Set<string>();
    const reads = (value: string) => Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]!);
    root.walkDecls((decl) => {
      const rule = decl.parent?.type === 'rule' ? (decl.parent as Rule) : null;
      if (rule && !used(rule, markup)) return;
      // A variable a utility sets is read by the utility itself; one the base sets, only if read.
      if (decl.prop.startsWith('--') && (!rule || classless(rule))) {
        declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), ...reads(decl.value)]);
      } else {
        for (const name of reads(decl.value)) read.add(name);
      }
    });
    const pending = [...read];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      for (const next of declared.get(name) ?? []) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
    return read;
  }

  const emit = (node: ChildNode, markup: Markup, read: ReadonlySet<string>): string => {
    if (node.type === 'rule') {
      if (!used(node, markup)) return '';
      if (!classless(node)) return node.toString();
      const kept = node.nodes.filter(
        (child) => child.type !== 'decl' || !child.prop.startsWith('--') || read.has(child.prop),
      );
      if (kept.length === 0) return '';
      return kept.length < node.nodes.length ? `${node.selector}{${kept.join(';')}}` : node.toString();
    }
    if (node.type !== 'atrule') return '';
    if (node.name === 'property') return read.has(node.params) ? node.toString() : '';
    // A statement's semicolon is its parent's to write (`@layer components;`).
    if (!node.nodes) return `${node.toString()};`;
    if (KEPT_WHOLE.has(node.name)) return node.toString();
    const inner = node.nodes.map((child) => emit(child, markup, read)).join('');
    return inner ? `@${node.name}${node.params ? ` ${node.params}` : ''}{${inner}}` : '';
  };
  return {
    rulesFor: (markup) => {
      const read = propertiesRead(markup);
      return root.nodes.map((node) => emit(node, markup, read)).join('');
    },
  };
}
