/**
 * Contest idioms beyond A+B, judged with the real compilers in the real sandbox: the seccomp filter
 * of compiled programs and CPython is the sandbox's minimal variant (no event loops, memfd, splice
 * or socketpair), and these are what submissions really do — threads with big stacks for deep
 * recursion, random seeding, clocks, futures — so each must still be Accepted.
 */
import { JudgeStatus } from '@judge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge, JudgeProblem } from '../src/index.js';
import { closeJudge, getJudge, makeCase } from './support.js';

let judge: Judge;
beforeAll(async () => {
  judge = await getJudge();
}, 180_000);
afterAll(closeJudge);

/** Sum of 1..n by a recursion n deep (n = 100000): needs a big stack. */
const problem = (): JudgeProblem => ({
  timeLimit: 2000,
  memoryLimit: 256,
  cases: [makeCase('100000\n', '5000050000\n'), makeCase('3\n', '6\n')],
});

const PYTHON_THREAD = `import sys, threading, random, heapq, bisect, math, time
from collections import deque, defaultdict, Counter
from fractions import Fraction
from functools import lru_cache
random.seed()
t0 = time.perf_counter()
def rec(n):
    return 0 if n == 0 else n + rec(n - 1)
def main():
    n = int(sys.stdin.buffer.read().split()[0])
    h = [3, 1, 2]; heapq.heapify(h)
    assert heapq.heappop(h) == 1 and bisect.bisect([1, 2, 3], 2) == 2 and Fraction(1, 2) * 2 == 1
    assert math.gcd(12, 18) == 6 and Counter('aab')['a'] == 2 and time.perf_counter() >= t0
    sys.stdout.write(str(rec(n)) + '\\n')
sys.setrecursionlimit(1 << 20)
threading.stack_size(1 << 27)
t = threading.Thread(target=main)
t.start()
t.join()
`;

const CPP_THREADS = `#include <bits/stdc++.h>
using namespace std;
long long rec(long long n) { return n == 0 ? 0 : n + rec(n - 1); }
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  long long n;
  cin >> n;
  mt19937_64 rng(random_device{}() ^ chrono::steady_clock::now().time_since_epoch().count());
  (void)rng();
  auto part = async(launch::async, [] { return 1; });
  long long r = 0;
  thread t([&] { r = rec(n); });
  t.join();
  if (part.get() != 1) return 3;
  this_thread::sleep_for(chrono::milliseconds(1));
  cout << r << "\\n";
}
`;

const RUST_THREAD = `use std::io::Read;
fn rec(n: u64) -> u64 { if n == 0 { 0 } else { n + rec(n - 1) } }
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: u64 = s.trim().parse().unwrap();
    let h = std::thread::Builder::new().stack_size(256 << 20).spawn(move || rec(n)).unwrap();
    let t = std::time::Instant::now();
    let r = h.join().unwrap();
    assert!(t.elapsed().as_secs() < 60);
    println!("{}", r);
}
`;

describe('contest idioms under the minimal filter', () => {
  it.each([
    ['Python3', PYTHON_THREAD],
    ['C++ With O2', CPP_THREADS],
    ['Rust', RUST_THREAD],
  ])('%s: deep recursion in a big-stack thread, random, clocks', async (language, code) => {
    const r = await judge.judge({ language, code, problem: problem() });
    expect(r.status, JSON.stringify(r)).toBe(JudgeStatus.ACCEPTED);
  });
});
