// Real toolchains under their profiles: CPython, the JVM (javac under 'compiler', java under
// 'jvm'), gcc under 'compiler' and its output under 'native'.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jvmFlags, type Sandbox } from '../src/index.js';
import { buildFixtures, cleanupScratch, newSandbox, outFile, read, workDir } from './helpers.js';

const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
let sb: Sandbox;
beforeAll(async () => {
  buildFixtures();
  sb = newSandbox(2);
  await sb.start();
});
afterAll(async () => {
  await sb?.close();
  cleanupScratch();
});

function input(text: string): string {
  const p = outFile('in');
  writeFileSync(p, text);
  return p;
}

describe('profiles', () => {
  it('python: A+B', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'main.py'), 'a, b = map(int, input().split())\nprint(a + b)\n');
    const out = outFile();
    const res = await sb.run({ profile: 'python', path: '/usr/bin/python3', args: ['-S', '/box/main.py'], workDir: wd, stdin: input('2 3\n'), stdout: out, stderr: outFile('err'), cpuMs: 2000, memoryKb: 256 * 1024 });
    expect(res.status).toBe('OK');
    expect(read(out)).toBe('5\n');
  });

  it('python: os.system is SE, not a shell', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'main.py'), 'import os\nos.system("echo pwned")\n');
    const res = await sb.run({ profile: 'python', path: '/usr/bin/python3', args: ['/box/main.py'], workDir: wd, stdout: outFile(), cpuMs: 2000, memoryKb: 256 * 1024 });
    expect(res.status).toBe('SE');
  });

  it('gcc under compiler, the binary under native', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'main.c'), '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}\n');
    const err = outFile('cerr');
    const c = await sb.run({ profile: 'compiler', path: '/usr/bin/gcc', args: ['-O2', '-o', 'main', 'main.c'], workDir: wd, workDirWritable: true, stdout: err, stderr: err, cpuMs: 10000, memoryKb: 512 * 1024 });
    expect(read(err)).toBe('');
    expect(c.status).toBe('OK');
    const out = outFile();
    const r = await sb.run({ profile: 'native', path: '/box/main', workDir: wd, stdin: input('40 2\n'), stdout: out, cpuMs: 1000, memoryKb: 64 * 1024 });
    expect(r.status).toBe('OK');
    expect(read(out)).toBe('42\n');
  });

  it('java: javac under compiler, java under jvm', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'Main.java'), 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n');
    const err = outFile('cerr');
    const c = await sb.run({ profile: 'compiler', path: `${JAVA_HOME}/bin/javac`, args: ['-J-XX:-UsePerfData', '-J-XX:+UseSerialGC', '-J-Xmx512m', 'Main.java'], workDir: wd, workDirWritable: true, stdout: err, stderr: err, cpuMs: 20000, wallMs: 30000, memoryKb: 1024 * 1024 });
    expect(read(err)).toBe('');
    expect(c.status).toBe('OK');
    const out = outFile();
    const mem = 256 * 1024;
    const r = await sb.run({ profile: 'jvm', path: `${JAVA_HOME}/bin/java`, args: [...jvmFlags(mem), '-cp', '/box', 'Main'], workDir: wd, stdin: input('40 2\n'), stdout: out, stderr: outFile('err'), cpuMs: 5000, memoryKb: mem });
    expect(r.status).toBe('OK');
    expect(read(out)).toBe('42\n');
  });

  it('node: hello', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'main.js'), 'console.log(1 + 1);\n');
    const out = outFile();
    const err = outFile('err');
    const res = await sb.run({ profile: 'node', path: '/usr/bin/node', args: ['/box/main.js'], workDir: wd, stdout: out, stderr: err, cpuMs: 5000, memoryKb: 512 * 1024 });
    expect(read(err)).toBe('');
    expect(res.status).toBe('OK');
    expect(read(out)).toBe('2\n');
  });
});
