import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiMacroPlugin } from './vite-lingui-macro';
import { startAfterPaintPlugin } from './vite-start-after-paint';

// In development the API runs on :3000 (npm run dev -w @storefront/server); Vite proxies to it and
// keeps the Host header, so tenant resolution works the same (http://emerald.localhost:5173).
const api = { target: 'http://localhost:3000', changeOrigin: false };

// React Router's package exports only its development build (with its warnings) to bundlers; the
// production build beside it is the same code without them.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  '/dist/development/',
  '/dist/production/',
);

// The production build runs on Preact through preact/compat: React DOM alone was 62 of the 126 KB a
// first load of /home fetched (decision 0058). Development and the unit tests keep React.
const preactForReact = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lingui's macro, then its plugin, which compiles the PO catalogues a page imports (decision 0090).
  plugins: [
    linguiMacroPlugin({ production: command === 'build' }),
    lingui(),
    react(),
    tailwindcss(),
    startAfterPaintPlugin(),
  ],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }, ...preactForReact] }
      : {},
  // The server's rendering (entry-server.tsx) bundles its packages, so that they too run on Preact.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': api, '/images': api, '/media': api, '/thumbs': api, '/socket.io': { ...api, ws: true } },
  },
  // The manifest tells the server which chunks a route's page needs, so it preloads them with the HTML.
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    // The chunking is for the browser's downloads; the server's bundle is read from disk once.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8_000 },
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](preact|react-router|@tanstack|zustand)[\\/]/,
                },
              ],
            },
          },
        },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
}));
