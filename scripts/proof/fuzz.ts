/*
 * Fuzzing (issue 16 item 10): the server's route fuzz test (apps/server/src/routes.fuzz.test.ts,
 * also run by CI with every server test) on SQLite and on our PostgreSQL cluster.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib';

export interface FuzzResult {
  engine: string;
  passed: boolean;
  tests: string;
  seconds: number;
  problems: string[];
}

export async function fuzzProof(
  engine: 'sqlite' | 'postgres',
  testDatabaseUrl?: string,
): Promise<FuzzResult> {
  const started = Date.now();
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', 'src/routes.fuzz.test.ts', '--reporter=dot'], {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...process.env,
        ...(testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {}),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.once('exit', (c) => resolve(c ?? 1));
  });
  const text = output.join('');
  const tests = /Tests\s+(.+?)\s*\n/.exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ?? '?';
  const problems =
    code === 0
      ? []
      : text
          .split('\n')
          .filter((l) => /Counterexample|Caused by|FAIL/.test(l))
          .slice(0, 6);
  if (code !== 0 && problems.length === 0) problems.push(text.slice(-800));
  return { engine, passed: code === 0, tests, seconds: (Date.now() - started) / 1000, problems };
}
