import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { ROUTE_PAGES_FILE, routePagesManifest } from './src/app/route-pages';

/** Writes which page module each storefront route loads beside the manifest, for the server's preloads. */
function routePages(): Plugin {
  return {
    name: 'storefront-route-pages',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PAGES_FILE,
        source: JSON.stringify(routePagesManifest(), null, 2),
      });
    },
  };
}

// In development the API runs on :3000 (npm run dev -w @storefront/server); Vite proxies to it and
// keeps the Host header, so tenant resolution works the same (http://emerald.localhost:5173).
const api = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss(), routePages()],
  server: { proxy: { '/api': api, '/images': api, '/socket.io': { ...api, ws: true } } },
  // The manifest (with route-pages.json) tells the server which chunks a route's page needs, so it
  // preloads them with the HTML.
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8_000 } },
      },
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
