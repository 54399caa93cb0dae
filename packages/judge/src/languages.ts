/**
 * The language table: what the judge offers, how each language is compiled and run.
 * Names are HOJ's seed names (they are stored on submissions and problems, so they are API).
 * Toolchains are addressed by absolute path, never through PATH (pyenv / rustup shims would make
 * the judge depend on whoever installed what in a home directory).
 */
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '@judge/shared';
import { existsSync } from 'node:fs';

/** A file the compile step leaves behind that the run step needs; `*.ext` matches by suffix. */
export type Artifact = string;

export interface CompileSpec {
  argv: string[];
  env?: Record<string, string>;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Precompiled bits/stdc++.h built with these flags (C++ only). */
  pch?: { flags: string[] };
  /** Sandbox profile of the compile; default 'compiler' (may start processes). A compiler that is
   * one JVM (javac) runs under the JVM's profile instead. */
  profile?: string;
}

export interface LanguageDef {
  /** Display name, also the key stored on submissions. */
  name: string;
  /** Short description shown next to the name (compiler and flags). */
  description: string;
  sourceFile: string;
  /** Editor mode (CodeMirror MIME type). */
  contentType: string;
  /**
   * Toolchain binary (absolute path), how to ask it for its version, and the Debian 12 packages
   * that provide every program the language needs (named when the language is hidden for want of
   * them; the ones beyond the README's prerequisites are in scripts/system-packages.txt too).
   */
  toolchain: { binary: string; versionArgs: string[]; packages: string[] };
  /** Absent for interpreted languages without a syntax check. */
  compile?: CompileSpec;
  /** Files to carry from the compile dir into each run dir (the source itself when not compiled). */
  artifacts: Artifact[];
  /** `{box}` = work dir as the program sees it, `{memoryMb}` = memory limit of the run. */
  run: { argv: string[]; env?: Record<string, string> };
  /** Sandbox syscall profile for the run. */
  profile: string;
  /** Host paths the toolchain needs beyond what its profile shows (read-only, same path), at
   * compile and run time — e.g. Mono's /etc/mono/config, which maps System.Native to its library. */
  binds?: string[];
  /** Time and memory limits are multiplied by this (2 for every language that is not C/C++). */
  limitFactor: number;
  /** Can be used for checkers / interactors (native, fast start). */
  checkerCapable?: boolean;
  /** Starter code: A+B (two integers on stdin, their sum on stdout); also the self-check program. */
  template: string;
}

const MB = 1024;

const C_AB =
  '#include <stdio.h>\nint main(void) {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';
const CPP_AB =
  '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n';
const PY_AB = 'a, b = map(int, input().split())\nprint(a + b)\n';
const BASE_ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '{box}' };

/**
 * Python is started with -S (no `site`): importing site costs ~3 ms of every run here (it also runs
 * the host's .pth hooks from dist-packages, which are no business of a judged program), so the
 * box sees only the standard library. `exit()` / `quit()`, which site defines, are put back by
 * the run prelude below.
 *
 * Byte-compile main.py with compile() (importing py_compile costs ~10 ms): a syntax error is a
 * Compile Error with the compiler's message only (no traceback). main.pyc is a regular .pyc
 * (magic, 12 header bytes, marshalled code).
 */
const PY_COMPILE = [
  'import marshal, sys',
  'try:',
  '    from _frozen_importlib_external import MAGIC_NUMBER',
  'except ImportError:',
  '    from importlib.util import MAGIC_NUMBER',
  'try:',
  '    with open("main.py", "rb") as f:',
  '        code = compile(f.read(), "main.py", "exec", dont_inherit=True)',
  'except (SyntaxError, ValueError) as e:',
  '    import traceback',
  '    sys.stderr.write("".join(traceback.format_exception_only(type(e), e)))',
  '    sys.exit(1)',
  'with open("main.pyc", "wb") as f:',
  '    f.write(MAGIC_NUMBER + bytes(12) + marshal.dumps(code))',
].join('\n');

/** Run main.pyc as __main__ in fresh globals, with site's exit()/quit() and argv ['main.py']. */
const PY_RUN = [
  'import builtins, marshal, sys, _sitebuiltins',
  'builtins.exit = _sitebuiltins.Quitter("exit", "Ctrl-D (i.e. EOF)")',
  'builtins.quit = _sitebuiltins.Quitter("quit", "Ctrl-D (i.e. EOF)")',
  'with open("{box}/main.pyc", "rb") as f:',
  '    code = marshal.loads(f.read()[16:])',
  'sys.argv[:] = ["main.py"]',
  'exec(code, {"__name__": "__main__", "__builtins__": builtins, "__file__": "main.py"})',
].join('\n');

const GCC = '/usr/bin/gcc';
/**
 * gold (binutils, next to the default ld) links A+B in ~20 ms where ld.bfd takes ~70 ms: a fifth
 * of a C++ submission's compile with the precompiled header. Link-time only: the code is the same.
 */
const LINKER = existsSync('/usr/bin/ld.gold') ? ['-fuse-ld=gold'] : [];
const GXX = '/usr/bin/g++';
const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';

/** What tells C from C++ in the GCC family: compiler, source, compile limits, starter code. */
const GCC_FAMILY = {
  c: {
    compiler: GCC,
    label: 'GCC',
    packages: ['gcc'],
    sourceFile: 'main.c',
    contentType: 'text/x-csrc',
    cpuMs: 5000,
    wallMs: 10000,
    memoryMb: 256,
    /** A precompiled bits/stdc++.h (C++ only). */
    pch: false,
    template: C_AB,
  },
  cpp: {
    compiler: GXX,
    label: 'G++',
    packages: ['g++'],
    sourceFile: 'main.cpp',
    contentType: 'text/x-c++src',
    cpuMs: 10000,
    wallMs: 20000,
    memoryMb: 512,
    pch: true,
    template: CPP_AB,
  },
} as const;

/** C and C++ under one standard, with or without -O2: native, limits not multiplied, fit for checkers. */
function gccLanguage(name: string, family: keyof typeof GCC_FAMILY, std: string, o2: boolean): LanguageDef {
  const f = GCC_FAMILY[family];
  const flags = ['-DONLINE_JUDGE', '-w', '-fmax-errors=1', `-std=${std}`, ...(o2 ? ['-O2'] : [])];
  return {
    name,
    description: `${f.label} ${flags.join(' ')}`,
    sourceFile: f.sourceFile,
    contentType: f.contentType,
    toolchain: { binary: f.compiler, versionArgs: ['-dumpfullversion'], packages: [...f.packages] },
    compile: {
      argv: [f.compiler, ...flags, ...LINKER, f.sourceFile, '-lm', '-o', 'main'],
      env: BASE_ENV,
      cpuMs: f.cpuMs,
      wallMs: f.wallMs,
      memoryKb: f.memoryMb * MB,
      ...(f.pch ? { pch: { flags } } : {}),
    },
    artifacts: ['main'],
    run: { argv: ['{box}/main'] },
    profile: 'native',
    limitFactor: 1,
    checkerCapable: true,
    template: f.template,
  };
}

const F = OTHER_LANGUAGE_LIMIT_FACTOR;

/**
 * CPython and PyPy: byte-compiled in the box (a syntax error is a Compile Error with the message
 * only), then the .pyc is run. They differ only in interpreter, compile memory and profile.
 */
function pythonLanguage(
  name: string,
  description: string,
  binary: string,
  packages: string[],
  compileMemoryMb: number,
  profile: LanguageDef['profile'],
): LanguageDef {
  const env = { ...BASE_ENV, PYTHONIOENCODING: 'utf-8' };
  return {
    name,
    description,
    sourceFile: 'main.py',
    contentType: 'text/x-python',
    toolchain: { binary, versionArgs: ['--version'], packages },
    compile: {
      argv: [binary, '-S', '-c', PY_COMPILE],
      env,
      cpuMs: 5000,
      wallMs: 10000,
      memoryKb: compileMemoryMb * MB,
    },
    artifacts: ['main.pyc'],
    run: { argv: [binary, '-S', '-c', PY_RUN], env },
    profile,
    limitFactor: F,
    template: PY_AB,
  };
}

/**
 * Node.js, PHP and Ruby: the source itself is run by its interpreter, after a syntax check in the
 * compile step (so that a syntax error is a Compile Error and not a Runtime Error).
 */
function scriptLanguage(l: {
  name: string;
  description: string;
  sourceFile: string;
  contentType: string;
  binary: string;
  packages: string[];
  /** The interpreter's flags that check the syntax only (the source file follows). */
  check: string[];
  compileMemoryMb: number;
  /** The interpreter's flags of a run (the source file follows). */
  run: string[];
  profile: LanguageDef['profile'];
  template: string;
}): LanguageDef {
  return {
    name: l.name,
    description: l.description,
    sourceFile: l.sourceFile,
    contentType: l.contentType,
    toolchain: { binary: l.binary, versionArgs: ['--version'], packages: l.packages },
    compile: {
      argv: [l.binary, ...l.check, l.sourceFile],
      env: BASE_ENV,
      cpuMs: 5000,
      wallMs: 10000,
      memoryKb: l.compileMemoryMb * MB,
    },
    artifacts: [l.sourceFile],
    run: { argv: [l.binary, ...l.run, `{box}/${l.sourceFile}`], env: BASE_ENV },
    profile: l.profile,
    limitFactor: F,
    template: l.template,
  };
}

/** Every language the judge knows, in display order. */
export const LANGUAGES: readonly LanguageDef[] = [
  gccLanguage('C', 'c', 'c11', false),
  gccLanguage('C With O2', 'c', 'c11', true),
  gccLanguage('C++', 'cpp', 'c++14', false),
  gccLanguage('C++ With O2', 'cpp', 'c++14', true),
  gccLanguage('C++ 17', 'cpp', 'c++17', false),
  gccLanguage('C++ 17 With O2', 'cpp', 'c++17', true),
  gccLanguage('C++ 20', 'cpp', 'c++20', false),
  gccLanguage('C++ 20 With O2', 'cpp', 'c++20', true),
  {
    name: 'Java',
    description: 'OpenJDK javac -encoding utf-8',
    sourceFile: 'Main.java',
    contentType: 'text/x-java',
    toolchain: { binary: `${JDK}/javac`, versionArgs: ['-version'], packages: ['openjdk-17-jdk-headless'] },
    compile: {
      // -J flags keep javac itself small and quick to start inside a memory cgroup.
      argv: [
        `${JDK}/javac`,
        '-J-Xms64m',
        '-J-Xmx512m',
        '-J-XX:+UseSerialGC',
        '-J-XX:-UsePerfData',
        '-encoding',
        'utf-8',
        '-d',
        '.',
        'Main.java',
      ],
      env: BASE_ENV,
      cpuMs: 10000,
      wallMs: 20000,
      memoryKb: 1024 * MB,
      profile: 'jvm',
    },
    // Main.class must exist (a public class with another name compiles but cannot run).
    artifacts: ['Main.class', '*.class'],
    run: {
      argv: [
        `${JDK}/java`,
        '-Dfile.encoding=UTF-8',
        '-XX:+UseSerialGC',
        '-XX:-UsePerfData',
        '-XX:TieredStopAtLevel=4',
        '-Xss64m',
        '-Xmx{memoryMb}m',
        '-cp',
        '{box}',
        'Main',
      ],
      env: BASE_ENV,
    },
    profile: 'jvm',
    limitFactor: F,
    template:
      'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a + b);\n    }\n}\n',
  },
  pythonLanguage('Python3', 'CPython', '/usr/bin/python3', ['python3'], 256, 'python'),
  pythonLanguage('PyPy3', 'PyPy 3', '/usr/bin/pypy3', ['pypy3'], 512, 'pypy'),
  {
    name: 'Golang',
    description: 'go build',
    sourceFile: 'main.go',
    contentType: 'text/x-go',
    toolchain: { binary: '/usr/bin/go', versionArgs: ['version'], packages: ['golang-go'] },
    compile: {
      argv: ['/usr/bin/go', 'build', '-o', 'main', 'main.go'],
      env: {
        ...BASE_ENV,
        GOCACHE: '{box}/.gocache',
        GOPATH: '{box}/.go',
        GO111MODULE: 'off',
        CGO_ENABLED: '0',
      },
      cpuMs: 10000,
      wallMs: 20000,
      memoryKb: 1024 * MB,
    },
    artifacts: ['main'],
    run: { argv: ['{box}/main'], env: { GODEBUG: 'madvdontneed=1' } },
    profile: 'go',
    limitFactor: F,
    template:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
  },
  scriptLanguage({
    name: 'JavaScript Node',
    description: 'Node.js',
    sourceFile: 'main.js',
    contentType: 'text/javascript',
    binary: '/usr/bin/node',
    packages: ['nodejs'],
    check: ['--check'],
    compileMemoryMb: 512,
    run: ['--stack-size=65500'],
    profile: 'node',
    template:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n",
  }),
  {
    name: 'C#',
    description: 'Mono mcs -optimize+',
    sourceFile: 'Main.cs',
    contentType: 'text/x-csharp',
    toolchain: {
      binary: '/usr/bin/mono',
      versionArgs: ['--version'],
      packages: ['mono-runtime', 'mono-mcs'],
    },
    compile: {
      // /usr/bin/mcs is a shell wrapper; call mono on mcs.exe directly.
      argv: ['/usr/bin/mono', '/usr/lib/mono/4.5/mcs.exe', '-optimize+', '-out:main.exe', 'Main.cs'],
      env: BASE_ENV,
      cpuMs: 10000,
      wallMs: 20000,
      memoryKb: 512 * MB,
    },
    artifacts: ['main.exe'],
    run: { argv: ['/usr/bin/mono', '{box}/main.exe'], env: { ...BASE_ENV, MONO_LOG_LEVEL: 'error' } },
    profile: 'mono',
    binds: ['/etc/mono'],
    limitFactor: F,
    template:
      "using System;\n\nclass Program {\n    static void Main() {\n        var p = Console.ReadLine().Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);\n        Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1]));\n    }\n}\n",
  },
  scriptLanguage({
    name: 'PHP',
    description: 'PHP CLI',
    sourceFile: 'main.php',
    contentType: 'text/x-php',
    binary: '/usr/bin/php',
    packages: ['php-cli'],
    check: ['-n', '-l'],
    compileMemoryMb: 256,
    run: ['-n', '-d', 'memory_limit=-1'],
    profile: 'php',
    template: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a + $b, "\\n";\n',
  }),
  scriptLanguage({
    name: 'Ruby',
    description: 'Ruby',
    sourceFile: 'main.rb',
    contentType: 'text/x-ruby',
    binary: '/usr/bin/ruby',
    packages: ['ruby'],
    check: ['-c'],
    compileMemoryMb: 256,
    run: [],
    profile: 'ruby',
    template: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
  }),
  {
    name: 'Rust',
    description: 'rustc -O',
    sourceFile: 'main.rs',
    contentType: 'text/x-rustsrc',
    toolchain: { binary: '/usr/bin/rustc', versionArgs: ['--version'], packages: ['rustc'] },
    compile: {
      argv: ['/usr/bin/rustc', '-O', '-o', 'main', 'main.rs'],
      env: BASE_ENV,
      cpuMs: 10000,
      wallMs: 20000,
      memoryKb: 1024 * MB,
    },
    artifacts: ['main'],
    run: { argv: ['{box}/main'] },
    profile: 'native',
    limitFactor: F,
    template:
      'use std::io::*;\n\nfn main() {\n    let mut s = String::new();\n    stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!("{}", v[0] + v[1]);\n}\n',
  },
  {
    name: 'Pascal',
    description: 'Free Pascal -O2',
    sourceFile: 'main.pas',
    contentType: 'text/x-pascal',
    toolchain: { binary: '/usr/bin/fpc', versionArgs: ['-iV'], packages: ['fpc'] },
    compile: {
      // -n: ignore /etc/fpc.cfg (an alternatives symlink outside the sandbox's view); the unit
      // path it would add is given here, fpc expands the $macros itself.
      argv: [
        '/usr/bin/fpc',
        '-n',
        '-O2',
        '-Xs',
        '-Sgic',
        '-dONLINE_JUDGE',
        '-Fu/usr/lib/x86_64-linux-gnu/fpc/$fpcversion/units/$fpctarget/*',
        '-omain',
        'main.pas',
      ],
      env: BASE_ENV,
      cpuMs: 5000,
      wallMs: 10000,
      memoryKb: 256 * MB,
    },
    artifacts: ['main'],
    run: { argv: ['{box}/main'] },
    profile: 'native',
    limitFactor: F,
    template: 'var a, b: int64;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n',
  },
];

export function findLanguage(name: string): LanguageDef | undefined {
  return LANGUAGES.find((l) => l.name === name);
}

/**
 * Checker / interactor language: C or C++ (HOJ's SPJ-C / SPJ-C++ / INTERACTIVE-…, any of the C++
 * standards), compiled with -O2. Other languages are refused: helpers run under the native
 * checker profile.
 */
export function checkerLanguage(name: string): LanguageDef | undefined {
  const bare = name.replace(/^(SPJ|INTERACTIVE)-/, '');
  const lang = findLanguage(`${bare} With O2`) ?? findLanguage(bare);
  return lang?.checkerCapable ? lang : undefined;
}
