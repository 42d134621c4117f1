// node --import tsx --test scripts/module-graph.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeCycle, findModuleCycle, moduleImports } from './module-graph';

const graph = (files: Record<string, string>) => moduleImports(new Map(Object.entries(files)));

test('a two-module cycle is found and named with its importing files', () => {
  const imports = graph({
    'orders/orders.service.ts': "import { findCustomer } from '../customers/customers.service';",
    'customers/customers.service.ts': "import type { Order } from '../orders/orders.service';",
  });
  const cycle = findModuleCycle(imports);
  assert.ok(cycle);
  assert.equal(
    describeCycle(cycle, imports),
    [
      'Module cycle: customers -> orders -> customers',
      '  customers -> orders:',
      "    modules/customers/customers.service.ts imports '../orders/orders.service'",
      '  orders -> customers:',
      "    modules/orders/orders.service.ts imports '../customers/customers.service'",
    ].join('\n'),
  );
});

test('re-exports, dynamic imports and import() types count', () => {
  for (const back of [
    "export { x } from '../a/a';",
    "const a = await import('../a/a');",
    "let a: import('../a/a').A;",
  ]) {
    const imports = graph({ 'a/a.ts': "import { b } from '../b/b';", 'b/b.ts': back });
    assert.ok(findModuleCycle(imports), back);
  }
});

test('a graph without a cycle passes; imports within a module and outside modules/ are no edges', () => {
  const imports = graph({
    'orders/orders.routes.ts':
      "import { place } from './orders.service';\nimport { x } from '../../http/errors';",
    'orders/orders.service.ts': "import { findCustomer } from '../customers/customers.service';",
    'customers/customers.service.ts': "import { audit } from '../audit/audit.service';",
    'staff/staff.service.ts': "import { audit } from '../audit/audit.service';",
    'audit/audit.service.ts': "import { db } from '../../db/executor';",
  });
  assert.deepEqual(
    imports.map((i) => `${i.from}->${i.to}`),
    ['orders->customers', 'customers->audit', 'staff->audit'],
  );
  assert.equal(findModuleCycle(imports), null);
});

test('a longer cycle is found', () => {
  const imports = graph({
    'a/a.ts': "import '../b/b';",
    'b/b.ts': "import '../c/c';",
    'c/c.ts': "import '../a/a';",
  });
  assert.deepEqual(
    findModuleCycle(imports)?.map((edge) => edge.from),
    ['a', 'b', 'c'],
  );
});
