import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

// Only a module that imports a Lingui macro goes through Babel: the rest of the build stays on
// rolldown's own transform (decision 0090).
const IMPORTS_MACRO = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Runs Lingui's macro (t, Trans, Plural, msg…) with @babel/core: @vitejs/plugin-react 6 no longer
 * runs Babel. In a production build the macro strips the English source text from the bundle: the
 * page's catalogue carries it, keyed by each message's id.
 */
export function linguiMacroPlugin({ production }: { production: boolean }): Plugin {
  return {
    name: 'storefront-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !IMPORTS_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [[linguiMacro, { stripMessageField: production }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
