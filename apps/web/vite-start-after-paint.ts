import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type Plugin } from 'vite';

const BOOT = fileURLToPath(new URL('./src/boot.ts', import.meta.url));

/**
 * The built index.html loads only `src/boot.ts` (decision 0101): Vite's module script for the entry,
 * its modulepreload links and its stylesheet come out, and the entry with the chunks it imports and
 * its stylesheet go into a JSON element that the boot script reads once the page is painted. Development keeps Vite's own tags.
 * The boot script is emitted as a file of its own, not as a chunk: a chunk would import the bundler's
 * runtime, a second download before the first paint.
 */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'storefront-start-after-paint',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async buildStart() {
      const { code } = await transformWithOxc(fs.readFileSync(BOOT, 'utf8'), BOOT, { lang: 'ts' });
      const minified = await minify('boot.js', code);
      this.emitFile({ type: 'asset', name: 'boot.js', source: minified.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const boot = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes('boot.js'),
        );
        if (!boot) throw new Error('The build has no boot script');
        const imported = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (imported.has(fileName) || output?.type !== 'chunk') return;
          imported.add(fileName);
          output.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        const scripts = {
          entry: `/${chunk.fileName}`,
          preload: [...imported].map((file) => `/${file}`),
          // The whole stylesheet comes with the scripts; the server writes the rules each page's
          // markup uses into the page (decision 0109).
          styles: [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
        };
        const withoutViteTags = html
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
        return withoutViteTags.replace(
          '</head>',
          `  <script id="storefront-scripts" type="application/json">${JSON.stringify(scripts)}</script>\n` +
            `    <script type="module" fetchpriority="low" src="/${boot.fileName}"></script>\n  </head>`,
        );
      },
    },
  };
}
