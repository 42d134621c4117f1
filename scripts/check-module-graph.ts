/*
 * npm run lint's check that the server's modules import each other without a cycle (decision 0067):
 * exits 1 and names the cycle, with the importing files, when there is one.
 *
 *   node --import tsx scripts/check-module-graph.ts
 */
import { fileURLToPath } from 'node:url';
import { describeCycle, findModuleCycle, moduleImports, readModuleFiles } from './module-graph';

const modulesDir = fileURLToPath(new URL('../apps/server/src/modules', import.meta.url));
const imports = moduleImports(readModuleFiles(modulesDir));
const cycle = findModuleCycle(imports);
if (cycle) {
  console.error(describeCycle(cycle, imports));
  console.error(
    'The server modules must import each other without a cycle (decision 0067): move what both need below them, or pass the call in from app.ts.',
  );
  process.exit(1);
}
