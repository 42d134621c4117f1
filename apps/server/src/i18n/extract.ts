import ts from 'typescript';

/*
 * The messages the API can answer, read from the code (decision 0091). They are plain English
 * strings, as the spec words them, thrown at some two hundred places and shown by the web as well:
 * Lingui's own extractor finds only its macros, so this one finds them where they are written:
 *   - the values of a `*_MESSAGES` object and of a `*_MESSAGE`, `*_TITLE`, `*_LABEL`, `*_PLACEHOLDER`
 *     or `*Message` constant;
 *   - the message of `badRequest`, `conflict`, `new HttpError`, a reconciliation's `problem` and `finding` ("X not found." for `notFound('X')`);
 *   - a `message`, `error`, `summary` (an audit entry's) or `problem` (a finding's) property, the message argument of zod's checks, and a sentence given
 *     to any other call (`name('Please enter a first name')`), but for the logs' and tests';
 *   - the values of the word tables (WORD_TABLES), a word or more;
 *   - a `title` property, a word or more (a storefront route's 'Menu', which the page's <title> reads).
 * A template's `${expression}` becomes an ICU placeholder named after it (`${fields.code}` →
 * `{code}`); the translation matches the English message against it (localizeMessage).
 */

/*
 * Tests, fixtures, the database's own code (seeds, migrations) and the CLIs answer no request; the
 * mails (`*.mail.ts`) hold their words per language in their copy objects.
 */
export const isServedCode = (fileName: string): boolean =>
  /\.tsx?$/.test(fileName) &&
  !/\.test\.tsx?$|\/test\/|test-fixtures|\/db\/|-cli\.ts$|\/catalogue\/|\.mail\.ts$/.test(fileName);

export interface FoundMessage {
  id: string;
  line: number;
}

/*
 * Tables of single words the storefront shows (a menu tag, a diet filter): every value is a message,
 * a word or more, and the web shows them through the domain's catalogue (issue 31: one word, one home).
 * The kitchen's changes as Activity says them are such a table too ("86'd {name} until {time}").
 */
const WORD_TABLES = new Set(['MENU_TAG_LABELS', 'DIET_FILTER_LABELS', 'OPERATIONS_MESSAGES']);
const MESSAGE_NAME = /((^|_)MESSAGES?|_TITLE|_LABEL|_PLACEHOLDER|Message|_PAYING)$/;
/** Calls whose sentences are for the logs or the tests, not for a person using the product. */
const NOT_SAID = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'describe',
  'it',
  'test',
  'log',
  // The production checks (production-checks.ts): the operator reads them in `npm run doctor` and
  // the start log, in English, like the logs.
  'ok',
  'demoDefault',
]);
/** Calls whose first argument is a message: an error's, a reconciliation's problem or finding. */
const MESSAGE_CALLS = new Set(['badRequest', 'conflict', 'problem', 'finding']);
/** Properties that hold a message: an error's, an audit entry's summary, a reconciliation finding's. */
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'summary', 'problem']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'int',
  'positive',
  'nonnegative',
]);

export function messagesIn(fileName: string, code: string): FoundMessage[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: FoundMessage[] = [];
  const add = (node: ts.Node, id: string | null, word = false) => {
    if (id !== null && (word ? /[A-Za-z]{2,}/.test(id.replace(/\{\w+\}/g, '')) : isSentence(id))) {
      found.push({ id, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
  };
  /** Every string or template written inside `node`, but not the keys of its objects. */
  const collect = (node: ts.Node, word = false) => {
    const id = messageOf(node);
    if (id !== null) return add(node, id, word);
    ts.forEachChild(node, (child) => {
      if (ts.isPropertyAssignment(node) && child === node.name) return;
      if (ts.isElementAccessExpression(node) && child === node.argumentExpression) return;
      collect(child, word);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && WORD_TABLES.has(node.name.text)) {
      if (node.initializer) collect(node.initializer, true);
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_NAME.test(node.name.text)) {
      if (node.initializer) collect(node.initializer);
      return;
    }
    if (ts.isFunctionDeclaration(node) && node.name && /Message$/.test(node.name.text) && node.body) {
      collect(node.body);
      return;
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : node.expression.getText(source);
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (MESSAGE_CALLS.has(callee) && args[0]) collect(args[0]);
      if (ts.isNewExpression(node) && callee === 'HttpError' && args[2]) collect(args[2]);
      if (callee === 'notFound' && args[0] && ts.isStringLiteral(args[0]))
        add(node, `${args[0].text} not found.`);
      if (ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(callee)) {
        for (const arg of args) if (messageOf(arg) !== null) collect(arg);
      } else if (!NOT_SAID.has(callee)) {
        // A sentence given to a schema's maker, `name('Please enter a first name')`.
        for (const arg of args) if (ts.isStringLiteral(arg) && /^[A-Z][a-z]*\s/.test(arg.text)) collect(arg);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      MESSAGE_PROPERTIES.has(node.name.text)
    ) {
      // A summary may be a word and names: 'Invited {name} ({email})'.
      collect(node.initializer, node.name.text === 'summary');
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'title') {
      collect(node.initializer, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A string literal's text, or a template's with ICU placeholders; null for anything else. */
function messageOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  const names = new Map<string, string>();
  let id = node.head.text;
  node.templateSpans.forEach((span, index) => {
    const expression = span.expression.getText();
    if (!names.has(expression)) {
      const tail = /([A-Za-z_$][\w$]*)$/.exec(expression)?.[1];
      const taken = new Set(names.values());
      names.set(expression, tail && !taken.has(tail) && /^[\w.$]+$/.test(expression) ? tail : `p${index}`);
    }
    id += `{${names.get(expression)}}${span.literal.text}`;
  });
  return id;
}

/*
 * Words a person reads: at least two words apart once the placeholders and a leading field
 * name (`url: {reason}`) are taken out. Codes, keys and bare field prefixes are not messages.
 */
function isSentence(id: string): boolean {
  const words = id
    .replace(/\{\w+\}/g, ' ')
    .replace(/^[\w.[\]]+:\s/, '')
    .split(/\s+/)
    .filter((word) => /[A-Za-z]{2,}/.test(word));
  return words.length >= 2;
}
