// The API contract in `npm test` (issue 26): every registered route is a row of the contract table
// or a listed extension, every row is implemented or pending under its area, and every implemented
// row conforms (parameters, data fields, access). Prints the contract line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, rowKey } from '@judge/shared/contract/index';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { testConfig, tmpDir } from '../helpers/targets.js';
import { compareContract, contractLine, type ContractReport } from './check.js';

let app: BuiltApp;
let report: ContractReport;

beforeAll(async () => {
  app = await buildApp(testConfig(tmpDir()));
  await app.ready();
  report = compareContract(app.routeList);
});
afterAll(async () => {
  await app?.close();
});

describe('the API contract', () => {
  it('prints the contract line', () => {
    const lines = [contractLine(report)];
    for (const a of AREAS) {
      const p = report.pending[a];
      if (p.length) lines.push(`  pending ${a.padEnd(13)} ${String(p.length).padStart(3)}`);
    }
    for (const i of report.implemented) if (i.problems.length) lines.push(`  NON-CONFORMING ${rowKey(i.row)}: ${i.problems.join('; ')}`);
    for (const r of report.unknown) lines.push(`  UNKNOWN ${r.method} ${r.url}`);
    console.log(lines.join('\n'));
  });
});
