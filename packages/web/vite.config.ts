import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Text files worth compressing; below this size the headers cost more than they save. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at the
 * highest levels (the server sends them as they are: no compression work per request).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'judge-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) => {
          const p = path.join(dir, n);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * antd's rc-component packages declare no `sideEffects`, so whatever antd's barrel files import
 * from them stays in the bundle even when unused (all of @rc-component/form rode in the entry of
 * every page for the ConfigProvider's form context). They are plain React components and hooks
 * without import-time effects; CSS files, had any one, keep theirs.
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/]@rc-component[\\/]/;
const moduleSideEffects = (id: string) =>
  PURE_PACKAGES.test(id) && !id.endsWith('.css') ? false : undefined;

/**
 * antd's menus and dropdowns isolate the form context (`_util/ContextIsolator` → `form/context`),
 * which imports only `FormProvider` from `@rc-component/form`; but that package's index also
 * attaches Field, List and useForm to its default export, so all of it (and async-validator,
 * ~12 kB gzip) rode in the entry of every page. For that one importer, resolve the package to the
 * module that defines `FormProvider` (the same module the full package re-exports, so the context
 * object is the one every form uses).
 */
function formProviderOnly(): Plugin {
  const IMPORTER = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  return {
    name: 'judge-form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@rc-component/form' || !importer || !IMPORTER.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext', importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * antd runs in zero-runtime mode (main.tsx): its components' rules come from antd's stylesheet, and
 * a component's style hook returns before it calls the function that generates them. Those
 * functions (a third of antd's code on a page) are dead weight, so in antd's `style/` modules the
 * generator handed to `genStyleHooks` / `genSubStyleComponent` / `genComponentStyleHook` becomes
 * `() => []`, and the bundler drops what only it used. The component tokens (the theme's CSS
 * variables, still computed at runtime) are the other arguments and stay.
 */
function antdStylesFromSheet(): Plugin {
  const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*[\\/]style[\\/][^\\/]*\.js$/;
  const HOOK_MAKERS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
  interface Node {
    type: string;
    start: number;
    end: number;
    callee?: { type: string; name?: string };
    arguments?: Node[];
  }
  return {
    name: 'judge-antd-styles-from-sheet',
    transform(code, id) {
      if (!STYLE_MODULE.test(id) || ![...HOOK_MAKERS].some((name) => code.includes(name))) return null;
      const generators: Node[] = [];
      const walk = (n: unknown): void => {
        if (Array.isArray(n)) return n.forEach(walk);
        if (!n || typeof n !== 'object') return;
        const node = n as Node;
        if (
          node.type === 'CallExpression' &&
          node.callee?.type === 'Identifier' &&
          HOOK_MAKERS.has(node.callee.name!)
        ) {
          const generator = node.arguments?.[1];
          if (generator) generators.push(generator);
        }
        for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v);
      };
      walk(this.parse(code));
      if (!generators.length) return null;
      let out = code;
      for (const g of generators.sort((a, b) => b.start - a.start))
        out = `${out.slice(0, g.start)}() => []${out.slice(g.end)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * react-router publishes a production build beside its development one but its package exports name
 * only the development build (dev-only warnings and checks included). Resolve the package's root
 * import to the production build in production builds.
 */
function reactRouterProduction(): Plugin {
  let production = false;
  return {
    name: 'judge-react-router-production',
    enforce: 'pre',
    configResolved(c) {
      production = c.command === 'build' && c.mode === 'production';
    },
    async resolveId(source, importer, options) {
      if (!production || source !== 'react-router') return null;
      const dev = await this.resolve(source, importer, { ...options, skipSelf: true });
      return dev ? dev.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') : null;
    },
  };
}

/** A stand-in for an antd part this app never uses: it fails at render, naming the plugin. */
const leftOut = (name: string, what: string) =>
  `const ${name} = () => {\n  throw new Error('${what} is left out of this build (vite.config.ts antdUnusedParts)');\n};`;

/**
 * antd modules that import a whole component for a feature this app never uses, so that every page
 * with the importer carries it. Each entry replaces one import line with what the module really
 * needs; a line that changed in an antd upgrade stops the build (review the entry, then update it).
 */
const ANTD_TRIMS: { module: RegExp; why: string; line: string; with: string }[] = [
  {
    // isBright picks a text colour over a background; importing it from the colour picker's presets
    // panel kept the panel and all of Collapse (~4 kB gzip) in the entry and again with every tag.
    // The rule on its own: a colour at least half opaque is bright by its luma, a more transparent
    // one by its value over the background.
    module: /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    why: 'button tokens and tag styles',
    line: "import { isBright } from '../../color-picker/components/ColorPresets';",
    with: [
      "import { Color as PickerColor } from '@rc-component/color-picker/es/color';",
      'const isBright = (value, background) => {',
      '  const { r, g, b, a } = value.toRgb();',
      '  if (a <= 0.5) return new PickerColor(value.toRgbString()).onBackground(background).toHsv().v > 0.5;',
      '  return r * 0.299 + g * 0.587 + b * 0.114 > 192;',
      '};',
    ].join('\n'),
  },
  {
    // The column filter menu (with Tree, Menu and Radio: ~13 kB gzip) serves only columns that
    // declare `filters` or `filterDropdown`; no table here does (lists filter through their own bars
    // above the table, kept in the URL).
    module: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    why: 'table column filters',
    line: "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
    with: [
      leftOut('FilterDropdown', 'antd table column filters'),
      'const flattenKeys = (filters) =>',
      '  (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);',
    ].join('\n'),
  },
  {
    // Tabs (~8 kB gzip) serve only a Card given `tabList`; no card here has one.
    module: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    why: 'card tabs',
    line: "import Tabs from '../tabs';",
    with: leftOut('Tabs', 'antd Card tabList'),
  },
];

function antdUnusedParts(): Plugin {
  // antd's colour helpers import only `Color` from the picker's package, whose index also pulls
  // in the picker itself (~2.5 kB gzip); point them at the module that defines `Color`.
  const COLOR_IMPORTERS = /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/;
  return {
    name: 'judge-antd-unused-parts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@rc-component/color-picker' || !importer || !COLOR_IMPORTERS.test(importer))
        return null;
      return this.resolve('@rc-component/color-picker/es/color', importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const trim = ANTD_TRIMS.find((t) => t.module.test(id));
      if (!trim) return null;
      if (!code.includes(trim.line))
        this.error(`${id} (${trim.why}): the import line changed; review ANTD_TRIMS`);
      return { code: code.replace(trim.line, trim.with), map: null };
    },
  };
}

// `source` makes @judge/shared resolve to its TypeScript sources (no prior tsc build needed).
export default defineConfig({
  plugins: [
    reactRouterProduction(),
    formProviderOnly(),
    antdUnusedParts(),
    antdStylesFromSheet(),
    react(),
    precompress(),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      // Everything the entry imports statically (React, antd's shell, router, i18n, the API client)
      // is one chunk instead of ~65 small ones: one request instead of a waterfall of preloads on
      // a cold load, and it compresses better as a whole (~15 kB less gzip). Pages stay split.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
    // dist/.vite/manifest.json: which chunks each page loads (bench/web and the size budget read it).
    manifest: true,
  },
});
