// Bundles the server (and the workspace's domain package) into dist/; npm packages stay external.
import { build } from 'esbuild';

const workspacePackages = /^@storefront\//;

await build({
  entryPoints: { server: 'src/server.ts', 'seed-cli': 'src/db/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspacePackages.test(args.path) || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
