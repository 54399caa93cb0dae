import { describe, expect, it } from 'vitest';
import { Permission } from '../roles.js';
import {
  AREAS,
  CONTRACT,
  allowedRoles,
  countByArea,
  defaultOf,
  isOptional,
  paramName,
  paramNames,
  rowForRoute,
  rowKey,
  rowsByArea,
  routeAuth,
  type Access,
} from './index.js';

const PARAM = /^[A-Za-z_][A-Za-z0-9_]*(\?|=.*)?$/;
const PERMS = new Set<string>(Object.values(Permission));

function accessProblems(a: Access): string[] {
  if (typeof a === 'string') return ['anon', 'open', 'login'].includes(a) ? [] : [`unknown auth ${a}`];
  if ('anyOf' in a) return a.anyOf.length > 1 ? a.anyOf.flatMap(accessProblems) : ['anyOf needs two rules'];
  if ('group' in a) return [];
  const out: string[] = [];
  if ('roles' in a && a.roles.length === 0) out.push('empty roles');
  if (a.perm !== undefined && !PERMS.has(a.perm)) out.push(`unknown permission ${a.perm}`);
  return out;
}

describe('the contract table', () => {
  it('has each call once (METHOD path)', () => {
    const seen = new Map<string, number>();
    for (const r of CONTRACT) seen.set(rowKey(r), (seen.get(rowKey(r)) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
    // An ANY row stands for every verb: no other row may share its path.
    const anyPaths = CONTRACT.filter((r) => r.method === 'ANY').map((r) => r.path);
    expect(CONTRACT.filter((r) => r.method !== 'ANY' && anyPaths.includes(r.path)).map(rowKey)).toEqual([]);
  });

  it('has only /api/ paths, known areas, sources and well-formed parameters', () => {
    for (const r of CONTRACT) {
      const where = rowKey(r);
      expect(r.path, where).toMatch(/^\/api\/[A-Za-z0-9/_-]+$/);
      expect(AREAS, where).toContain(r.area);
      expect(r.source.trim(), where).not.toBe('');
      for (const p of [...(r.query ?? []), ...(r.body ?? []), ...(r.multipart ?? [])])
        expect(p, where).toMatch(PARAM);
      const names = paramNames(r);
      expect(new Set(names).size, `${where}: a parameter named twice`).toBe(names.length);
      expect(accessProblems(r.auth), where).toEqual([]);
      if (r.shape === 'null' || r.shape === 'file' || r.shape === 'value')
        expect(r.data, where).toBeUndefined();
      if (r.shape === 'object' || r.shape === 'page' || r.shape === 'map')
        expect(r.data?.length, where).toBeGreaterThan(0);
      if (r.data) expect(new Set(r.data).size, `${where}: a data field named twice`).toBe(r.data.length);
      if (r.bodyIsList) expect(r.method, where).not.toBe('GET');
      if (r.method === 'GET' || r.method === 'ANY')
        expect(r.body ?? r.multipart, `${where}: GET with a body`).toBeUndefined();
    }
  });

  it('counts its rows per area', () => {
    const counts = countByArea();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `contract table: ${total} calls\n` +
        AREAS.map((a) => `  ${a.padEnd(14)} ${String(counts[a]).padStart(3)}`).join('\n'),
    );
    expect(total).toBe(CONTRACT.length);
    for (const a of AREAS) expect(rowsByArea(a).length, a).toBeGreaterThan(0);
    // Guards against a row lost or added by accident; change with the table.
    expect(counts).toEqual({
      account: 19,
      problem: 16,
      submission: 10,
      judging: 5,
      language: 2,
      tag: 10,
      file: 10,
      dashboard: 2,
      config: 13,
      'user-admin': 6,
      announcement: 6,
      message: 11,
      home: 6,
      rank: 1,
      contest: 32,
      'contest-ops': 10,
      training: 21,
      discussion: 14,
      comment: 7,
      group: 69,
      'remote-judge': 3,
    });
  });

  it('has the calls the issue names, with the reference notation kept', () => {
    for (const key of [
      'GET /api/get-problem-tags',
      'GET /api/get-problem-languages',
      'POST /api/admin/dashboard/get-sessions',
      'GET /api/get-announcement-detail',
      'GET /api/get-Explain-list',
      'GET /api/file/download-wrong-case',
      'GET /api/get-verify-email-code',
      'GET /api/get-training-problem-details',
      'GET /api/get-contest-outsize-info',
    ])
      expect(CONTRACT.map(rowKey), key).toContain(key);
    expect(paramName('limit?')).toBe('limit');
    expect(paramName('currentPage=1')).toBe('currentPage');
    expect(isOptional('limit?') && isOptional('currentPage=1') && !isOptional('pid')).toBe(true);
    expect(defaultOf('oj=ME')).toBe('ME');
    expect(defaultOf('prefix=""')).toBe('');
    expect(defaultOf('pid')).toBeUndefined();
  });

  it('maps rows to what a route can state', () => {
    expect(rowForRoute('GET', '/api/admin/switch/info')?.method).toBe('ANY');
    expect(rowForRoute('POST', '/api/admin/switch/info')).toBeUndefined();
    expect(rowForRoute('get', '/api/languages')?.area).toBe('language');
    expect(routeAuth({ roles: ['R', 'A', 'PA'] })).toEqual({ roles: [1000, 1001, 1008] });
    expect(routeAuth({ roles: ['R'], perm: 'rejudge' })).toEqual({ perm: 'rejudge' });
    expect(routeAuth({ group: 'root', orOwner: true })).toBe('login');
    expect(allowedRoles({ perm: 'rejudge' })).toEqual([1000]);
    expect(allowedRoles({ roles: ['R'], perm: 'rejudge' })).toEqual([1000]);
    expect(allowedRoles('anon')).toBe('any');
  });
});
