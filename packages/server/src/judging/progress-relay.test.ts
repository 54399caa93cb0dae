// Two server processes' judge events joined through Redis: a step judged in one reaches the other's
// listeners once, is not echoed back, and `finished` stays in its process.
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisOverrides } from '../../test/helpers/targets.js';
import { relayJudgeProgress } from './progress-relay.js';

const redis = redisOverrides();
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

it('without Redis it relays nothing and closes', async () => {
  const events = new EventEmitter();
  const relay = relayJudgeProgress({ events, redis: null, channel: 'x' });
  expect(events.listenerCount('update')).toBe(0);
  await relay.close();
});

describe.skipIf(!redis)('judge progress across server processes (Redis)', () => {
  it('update, case and test events reach the other process once; finished does not cross', async () => {
    const channel = `test:${randomBytes(4).toString('hex')}:judge-progress`;
    const [clientA, clientB] = [new Redis(redis!.redisUrl!), new Redis(redis!.redisUrl!)];
    const [a, b] = [new EventEmitter(), new EventEmitter()];
    const relayA = relayJudgeProgress({ events: a, redis: clientA, channel });
    const relayB = relayJudgeProgress({ events: b, redis: clientB, channel });
    try {
      const seenA: unknown[] = [];
      const seenB: unknown[] = [];
      for (const kind of ['update', 'case', 'test', 'finished']) {
        a.on(kind, (e) => seenA.push([kind, e]));
        b.on(kind, (e) => seenB.push([kind, e]));
      }
      await settle(200); // subscriptions in place
      a.emit('update', { submitId: 7, status: 5 });
      a.emit('case', { submitId: 7, seq: 1 });
      a.emit('test', { key: 'k1' });
      a.emit('finished', { submitId: 7, status: 0 });
      const t0 = Date.now();
      while (seenB.length < 3 && Date.now() - t0 < 2000) await settle(10);
      await settle();
      expect(seenB).toEqual([
        ['update', { submitId: 7, status: 5 }],
        ['case', { submitId: 7, seq: 1 }],
        ['test', { key: 'k1' }],
      ]);
      // A heard its own four once each: nothing came back from B.
      expect(seenA).toHaveLength(4);
      await relayA.close();
      b.emit('update', { submitId: 8, status: 0 });
      await settle();
      expect(seenA).toHaveLength(4);
    } finally {
      await relayA.close();
      await relayB.close();
      clientA.disconnect();
      clientB.disconnect();
    }
  });
});
