// The contract comparison itself: it must catch what it is meant to catch.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responses } from '../../src/lib/envelope.js';
import { checkRow } from './check.js';
import type { ContractRow } from '@judge/shared/contract/index';
import type { RegisteredRoute } from '../../src/app.js';

const row: ContractRow = {
  method: 'GET',
  path: '/api/x',
  query: ['pid', 'limit?'],
  auth: { roles: ['R', 'PA'] },
  shape: 'page',
  data: ['id', 'name'],
  area: 'problem',
  source: 'test',
};
const route = (over: Partial<RegisteredRoute> & { schema?: Record<string, unknown> }): RegisteredRoute => ({
  method: 'GET',
  url: '/api/x',
  hidden: false,
  auth: { roles: [1000, 1008] },
  schema: {
    querystring: z.object({ pid: z.coerce.number(), limit: z.coerce.number().optional() }),
    response: responses(z.object({ records: z.array(z.object({ id: z.number(), name: z.string() })), total: z.number() })),
  },
  ...over,
});

describe('checkRow', () => {
  it('passes a conforming route', () => {
    expect(checkRow(row, route({}))).toEqual([]);
  });
  it('catches a missing required parameter, a strict schema, missing data fields and other callers', () => {
    expect(checkRow(row, route({ schema: { ...route({}).schema, querystring: z.object({ id: z.string() }) } }))).toContain(
      'querystring lacks required parameter pid',
    );
    expect(
      checkRow(row, route({ schema: { ...route({}).schema, querystring: z.strictObject({ pid: z.string() }) } })),
    ).toContain('strict querystring rejects parameter limit');
    const noName = { ...route({}).schema, response: responses(z.object({ records: z.array(z.object({ id: z.number() })), total: z.number() })) };
    expect(checkRow(row, route({ schema: noName }))).toContain('data.records[] lacks name');
    expect(checkRow(row, route({ auth: 'login' })).join()).toMatch(/auth "login"/);
    expect(checkRow(row, route({ auth: { roles: [1000, 1001, 1008] } })).join()).toMatch(/row wants/);
  });
  it('tolerates a difference the row names with its reason, and reports a tolerance gone stale', () => {
    const tolerant: ContractRow = { ...row, differs: 'admins too, for a reason', differsIn: ['auth'] };
    expect(checkRow(tolerant, route({ auth: { roles: [1000, 1001, 1008] } }))).toEqual([]);
    expect(checkRow(tolerant, route({})).join()).toMatch(/differsIn names auth/);
  });
});
