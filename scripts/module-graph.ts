/*
 * The graph of imports between the server's modules (each folder of apps/server/src/modules is one)
 * and its cycles (issue 26 item 5; decision 0067). import-x/no-cycle forbids cycles between files;
 * this forbids them between modules: a module that needs one above it is handed a function at wiring
 * time (app.ts), and what many modules need lives below them all (http/, db/, events/).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of a module's file from another module: `from` imports `to` in `file` as `specifier`. */
export interface ModuleImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/**
 * The imports between modules in `files` (paths relative to the modules folder, with their text).
 * Every import counts, `import type` and `import('…')` too: a type is a dependency as much as a value.
 */
export function moduleImports(files: ReadonlyMap<string, string>): ModuleImport[] {
  const imports: ModuleImport[] = [];
  for (const [file, text] of files) {
    const from = file.split('/')[0]!;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..')) continue; // outside modules/: http/, db/, events/, plugins/
      const to = target.split('/')[0]!;
      if (to !== from) imports.push({ from, to, file, specifier });
    }
  }
  return imports;
}

/**
 * A cycle of the module graph as the path of imports that closes it (the first import's `from` is
 * the last one's `to`), or null when the graph has none. Depth first over the modules in name order,
 * so the same graph always names the same cycle.
 */
export function findModuleCycle(imports: readonly ModuleImport[]): ModuleImport[] | null {
  const out = new Map<string, ModuleImport[]>();
  for (const edge of [...imports].sort((a, b) => a.to.localeCompare(b.to) || a.file.localeCompare(b.file))) {
    const edges = out.get(edge.from) ?? [];
    if (!edges.some((e) => e.to === edge.to)) edges.push(edge);
    out.set(edge.from, edges);
  }
  const done = new Set<string>();
  const trail: ModuleImport[] = [];
  const onTrail = new Set<string>();

  function visit(module: string): ModuleImport[] | null {
    if (onTrail.has(module)) {
      const start = trail.findIndex((edge) => edge.from === module);
      return trail.slice(start);
    }
    if (done.has(module)) return null;
    onTrail.add(module);
    for (const edge of out.get(module) ?? []) {
      trail.push(edge);
      const cycle = visit(edge.to);
      if (cycle) return cycle;
      trail.pop();
    }
    onTrail.delete(module);
    done.add(module);
    return null;
  }

  for (const module of [...out.keys()].sort()) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

/** The cycle as a report: one line per import that closes it, with the importing files. */
export function describeCycle(cycle: readonly ModuleImport[], imports: readonly ModuleImport[]): string {
  const lines = [`Module cycle: ${[...cycle.map((edge) => edge.from), cycle[0]!.from].join(' -> ')}`];
  for (const edge of cycle) {
    lines.push(`  ${edge.from} -> ${edge.to}:`);
    for (const i of imports.filter((i) => i.from === edge.from && i.to === edge.to)) {
      lines.push(`    modules/${i.file} imports '${i.specifier}'`);
    }
  }
  return lines.join('\n');
}

/** The non-test TypeScript files under `modulesDir`, by path relative to it. */
export function readModuleFiles(modulesDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    files.set(file, fs.readFileSync(path.join(modulesDir, entry), 'utf8'));
  }
  return files;
}
