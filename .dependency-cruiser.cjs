// The layering of the workspace (docs/architecture.md "Layering"), checked by `npm run lint:layers`:
//   packages: shared <- sandbox <- judge <- server; shared <- web (the web imports no server code);
//   inside the server: lib/ and db/ import no module; no module imports another module's route files;
//   no circular imports anywhere.
const SERVER = '^packages/server/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order fragile and hide which piece depends on which.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/shared is the bottom layer: constants, schemas and policies for every package.',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(sandbox|judge|server|web)/' },
    },
    {
      name: 'sandbox-imports-only-shared',
      severity: 'error',
      from: { path: '^packages/sandbox/' },
      to: { path: '^packages/(judge|server|web)/' },
    },
    {
      name: 'judge-imports-only-shared-and-sandbox',
      severity: 'error',
      from: { path: '^packages/judge/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'web-imports-only-shared',
      severity: 'error',
      comment: 'The SPA talks to the server over HTTP; it shares only packages/shared with it.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(sandbox|judge|server)/' },
    },
    {
      name: 'server-lib-imports-no-module',
      severity: 'error',
      comment: 'lib/ is cross-cutting (auth, errors, envelope, mail...): modules pass loaders in instead.',
      from: { path: `${SERVER}/(lib|db)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}/(modules|judging)/` },
    },
    {
      name: 'no-foreign-route-imports',
      severity: 'error',
      comment: "A module's routes are HTTP only; other modules call its service, repo or presenter.",
      from: { path: `${SERVER}/modules/([^/]+)/` },
      to: {
        path: `${SERVER}/modules/[^/]+/.*routes[.]ts$`,
        pathNot: `${SERVER}/modules/$1/`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|node_modules|e2e|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // Workspace packages export their TypeScript source under the `source` condition.
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    combinedDependencies: false,
  },
};
