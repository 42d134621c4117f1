import fs from 'node:fs';
import path from 'node:path';
import { pageModuleOf, storefrontPages, type StorefrontPath } from '@storefront/domain';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

function readJson<T>(file: string, empty: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : empty;
}

/** The build's manifest, or an empty one when the storefront was built without it. */
export function readViteManifest(webDist: string): ViteManifest {
  return readJson(path.join(webDist, '.vite', 'manifest.json'), {});
}

/**
 * The manifest key of the page each storefront route loads: its route's page among the manifest's
 * modules, as the web's router finds it among its own; empty without a build.
 */
export function routePagesIn(manifest: ViteManifest): Partial<Record<StorefrontPath, string>> {
  const modules = Object.keys(manifest);
  return Object.fromEntries(storefrontPages().map(([route, page]) => [route, pageModuleOf(page, modules)]));
}

/**
 * The scripts a page module needs beyond what index.html already loads: its own chunk and every chunk
 * it imports statically. The storefront loads a page only after the entry has run; preloading these
 * with the HTML lets them download alongside the entry instead of after it.
 */
export function pageModulePreloads(manifest: ViteManifest, page: string): string[] {
  if (!manifest[page]) return [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByHtml = new Set<string>();
  const markLoaded = (key: string) => {
    if (loadedByHtml.has(key)) return;
    loadedByHtml.add(key);
    for (const next of manifest[key]?.imports ?? []) markLoaded(next);
  };
  entryKeys.forEach(markLoaded);

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loadedByHtml.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(page);
  return files;
}

/**
 * The storefront's stylesheet, which the build names in index.html for the boot script to load with
 * the scripts (decision 0109): the server writes the rules each page's markup uses into the page.
 */
export function stylesheetOf(template: string, webDist: string): string {
  const scripts = /<script id="storefront-scripts" type="application\/json">([^<]*)<\/script>/.exec(template);
  const { styles = [] } = scripts ? (JSON.parse(scripts[1]!) as { styles?: string[] }) : {};
  return styles
    .map((href) => path.join(webDist, href))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('');
}
