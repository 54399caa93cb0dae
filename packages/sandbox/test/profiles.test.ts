// Real toolchains under their profiles: CPython, the JVM (javac under 'compiler', java under
// 'jvm'), gcc under 'compiler' and its output under 'native', PyPy, PHP, Ruby, Mono (mcs under
// 'compiler', the program under 'mono') and Go (go build under 'compiler', the binary under 'go');
// each also with a program that tries to start a process or make a forbidden call (SE).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jvmFlags } from '../src/index.js';
import { outFile, read, useSandbox, workDir } from './helpers.js';

const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
const sb = useSandbox(2);

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

  // A+B, then an attempt to start a shell (clone without CLONE_THREAD, or a second execve) or a
  // mount: SE under every interpreter profile.
  const interpreters: [string, 'pypy' | 'php' | 'ruby', string, string[], string, string][] = [
    ['pypy', 'pypy', '/usr/bin/pypy3', [], 'a, b = map(int, input().split())\nprint(a + b)\n', 'import os\nos.system("echo pwned")\n'],
    ['php', 'php', '/usr/bin/php', ['-n'], '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a + $b, "\\n";\n', '<?php\necho shell_exec("echo pwned");\n'],
    ['ruby', 'ruby', '/usr/bin/ruby', [], 'a, b = gets.split.map(&:to_i)\nputs a + b\n', 'puts `echo pwned`\n'],
  ];
  it.each(interpreters)('%s: A+B, and a shell is SE', async (_n, profile, bin, flags, ab, bad) => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'ab'), ab);
    writeFileSync(path.join(wd, 'bad'), bad);
    const out = outFile();
    const err = outFile('err');
    const r = await sb.run({ profile, path: bin, args: [...flags, '/box/ab'], workDir: wd, stdin: input('40 2\n'), stdout: out, stderr: err, cpuMs: 5000, memoryKb: 512 * 1024 });
    expect(r.status, read(err)).toBe('OK');
    expect(read(out)).toBe('42\n');
    const bout = outFile();
    const b = await sb.run({ profile, path: bin, args: [...flags, '/box/bad'], workDir: wd, stdout: bout, cpuMs: 5000, memoryKb: 512 * 1024 });
    expect(b.status).toBe('SE');
    expect([56, 57, 58, 59]).toContain(b.syscall); // clone / fork / vfork / execve
    expect(read(bout)).not.toContain('pwned');
  });

  it('mono: mcs under compiler, the program under mono with clean stdout; Process.Start is SE', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'Main.cs'), 'using System;\nclass P { static void Main() { var p = Console.ReadLine().Split(new[] { \' \' }, StringSplitOptions.RemoveEmptyEntries); Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1])); } }\n');
    writeFileSync(path.join(wd, 'Bad.cs'), 'class B { static void Main() { System.Diagnostics.Process.Start("/bin/sh", "-c \\"echo pwned\\"").WaitForExit(); } }\n');
    const monoBind = [{ src: '/etc/mono', dst: '/etc/mono' }];
    for (const [src, exe] of [['Main.cs', 'main.exe'], ['Bad.cs', 'bad.exe']]) {
      const err = outFile('cerr');
      const c = await sb.run({ profile: 'compiler', path: '/usr/bin/mono', args: ['/usr/lib/mono/4.5/mcs.exe', '-optimize+', `-out:${exe}`, src], workDir: wd, workDirWritable: true, binds: monoBind, stdout: err, stderr: err, cpuMs: 20000, wallMs: 40000, memoryKb: 512 * 1024 });
      expect(c.status, read(err)).toBe('OK');
    }
    const out = outFile();
    const err = outFile('err');
    const r = await sb.run({ profile: 'mono', path: '/usr/bin/mono', args: ['/box/main.exe'], workDir: wd, stdin: input('40 2\n'), stdout: out, stderr: err, cpuMs: 5000, memoryKb: 512 * 1024 });
    expect(r.status, read(err)).toBe('OK');
    expect(read(out)).toBe('42\n'); // no pthread_setschedparam warning
    const bout = outFile();
    const b = await sb.run({ profile: 'mono', path: '/usr/bin/mono', args: ['/box/bad.exe'], workDir: wd, stdout: bout, stderr: outFile('err'), cpuMs: 5000, memoryKb: 512 * 1024 });
    expect(b.status).toBe('SE');
    expect(read(bout)).not.toContain('pwned');
  });

  it('go: go build under compiler, the binary under go; a raw mount is SE', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'main.go'), 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n');
    mkdirSync(path.join(wd, 'bad'));
    writeFileSync(path.join(wd, 'bad', 'main.go'), 'package main\n\nimport "syscall"\n\nfunc main() {\n\tsyscall.Syscall(syscall.SYS_MOUNT, 0, 0, 0)\n}\n');
    const env = { PATH: '/usr/bin:/bin', HOME: '/box', GOCACHE: '/box/.gocache', GOPATH: '/box/.go', GO111MODULE: 'off', CGO_ENABLED: '0' };
    for (const [out, src] of [['main', 'main.go'], ['badbin', 'bad/main.go']]) {
      const err = outFile('cerr');
      const c = await sb.run({ profile: 'compiler', path: '/usr/bin/go', args: ['build', '-o', out, src], env, workDir: wd, workDirWritable: true, stdout: err, stderr: err, cpuMs: 30000, wallMs: 60000, memoryKb: 1024 * 1024 });
      expect(c.status, read(err)).toBe('OK');
    }
    const out = outFile();
    const r = await sb.run({ profile: 'go', path: '/box/main', env: { GODEBUG: 'madvdontneed=1' }, workDir: wd, stdin: input('40 2\n'), stdout: out, cpuMs: 2000, memoryKb: 256 * 1024 });
    expect(r.status).toBe('OK');
    expect(read(out)).toBe('42\n');
    const b = await sb.run({ profile: 'go', path: '/box/badbin', workDir: wd, stdout: outFile(), cpuMs: 2000, memoryKb: 256 * 1024 });
    expect(b.status).toBe('SE');
    expect(b.syscall).toBe(165);
  });
});
