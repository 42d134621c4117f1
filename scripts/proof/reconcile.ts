/*
 * The product's reconciliation (decision 0065) run on a proof's database once its servers are
 * stopped: `npm run reconcile -- --json` as an operator runs it (with SQLite the server owns the file
 * while it runs). Each mismatch it finds is a problem of the step.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { root } from './lib';

export interface Reconciled {
  checked: number;
  mismatches: number;
  findings: { tenantId: string; label: string; problem: string }[];
}

export function reconcileDatabase(databaseUrl: string): Promise<Reconciled> {
  const cli = path.join(root, 'apps/server/src/modules/reconciliation/reconcile-cli.ts');
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, '--json'],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Exit 1 is "the books do not balance": its findings are in the output.
        try {
          resolve(JSON.parse(stdout) as Reconciled);
        } catch {
          reject(new Error(`npm run reconcile failed: ${error?.message ?? ''} ${stderr}`));
        }
      },
    ),
  );
}

/** The reconciliation's findings as a step's problems, and its words for the summary. */
export async function reconciliationOf(databaseUrl: string) {
  const r = await reconcileDatabase(databaseUrl);
  return {
    text: `reconciliation: ${r.checked} compared, ${r.mismatches} mismatches`,
    problems: r.findings.map((f) => `reconciliation: ${f.label}: ${f.problem}`),
  };
}
