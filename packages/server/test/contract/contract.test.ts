// The API contract in `npm test` (issue 26): every registered route is a row of the contract table
// (packages/shared/src/contract) or a listed extension, every row is implemented or pending under
// its area, and every implemented row conforms: the route's zod schemas take the row's parameters
// and declare its data fields, and its auth lets the same callers through. Prints the contract line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, CONTRACT, EXTENSIONS, rowKey, type Area } from '@judge/shared/contract/index';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { testConfig, tmpDir } from '../helpers/targets.js';
import { compareContract, contractLine, type ContractReport } from './check.js';

/** Areas whose feature has landed: each of their rows must be implemented. */
// Every area is built.
const BUILT: readonly Area[] = [
  'account',
  'problem',
  'submission',
  'judging',
  'language',
  'tag',
  'file',
  'dashboard',
  'config',
  'user-admin',
  'announcement',
  'message',
  'home',
  'rank',
  'contest',
  'contest-ops',
  'training',
  'discussion',
  'comment',
  'remote-judge',
  'group',
];

let app: BuiltApp;
let report: ContractReport;

beforeAll(async () => {
  app = await buildApp(testConfig(tmpDir()));
  await app.ready();
  report = compareContract(app.routeList);
  const lines = [contractLine(report)];
  for (const a of AREAS) {
    const p = report.pending[a];
    if (p.length) lines.push(`  pending ${a.padEnd(13)} ${String(p.length).padStart(3)}: ${p.map(rowKey).join(', ')}`);
  }
  for (const i of report.implemented)
    if (i.problems.length) lines.push(`  non-conforming ${rowKey(i.row)}: ${i.problems.join('; ')}`);
  for (const r of report.unknown) lines.push(`  neither a row nor an extension: ${r.method} ${r.url}`);
  console.log(lines.join('\n'));
});
afterAll(async () => {
  await app?.close();
});

describe('the API contract', () => {
  it('every registered /api route is a row or a listed extension', () => {
    expect(report.unknown.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every listed extension is registered and says why it exists', () => {
    for (const e of EXTENSIONS) {
      expect(e.reason.trim().length, e.path).toBeGreaterThan(20);
      expect(report.extensions.some((x) => x.extension === e), `${e.method} ${e.path} registered`).toBe(true);
    }
  });

  it('every row is implemented or pending under its area; the built areas have none pending', () => {
    const pending = Object.values(report.pending).flat();
    expect(report.implemented.length + pending.length).toBe(CONTRACT.length);
    expect(new Set(report.implemented.map((i) => rowKey(i.row))).size).toBe(report.implemented.length);
    for (const a of BUILT) expect(report.pending[a].map(rowKey), a).toEqual([]);
  });

  it('every implemented row conforms (parameters, data fields, access): 0 non-conforming', () => {
    const bad = report.implemented.filter((i) => i.problems.length > 0);
    expect(bad.map((i) => `${rowKey(i.row)}: ${i.problems.join('; ')}`)).toEqual([]);
    expect(contractLine(report)).toMatch(/^contract: \d+\/\d+ reference calls implemented, 0 non-conforming$/);
  });
});
