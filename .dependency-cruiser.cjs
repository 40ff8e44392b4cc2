// The house's import boundaries, checked by `npm test` (scripts/boundaries.mjs; ADR 048).
// Known web violations sit in .dependency-cruiser-known-violations.json until they are cleared;
// the server has none and must keep none.

const serverModule = '^apps/server/src/modules/([^/]+)/';
const repository = '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$';
const webFeature = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: move the shared piece to a neutral home.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment:
        'Only a module writes and reads its tables through its repository; another module goes through its door ' +
        '(index.ts or its service).',
      from: { path: serverModule, pathNot: '\\.test\\.ts$' },
      to: { path: repository, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'no-repository-outside-modules',
      severity: 'error',
      comment: 'Code outside modules/ (http, app, db) reaches a module through its door, never its repository.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/', '\\.test\\.ts$', '^apps/server/src/test/', '^apps/server/src/db/seed/'],
      },
      to: { path: repository },
    },
    {
      name: 'no-feature-internals',
      severity: 'error',
      comment: 'A web feature imports another feature through its index.ts(x) only; route modules compose features.',
      from: { path: webFeature },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-back-office-in-shop',
      severity: 'error',
      comment: "The shop's features and routes never import the back office's (features/admin-*).",
      from: { path: ['^apps/web/src/features/(?!admin-)', '^apps/web/src/app/routes/(?!admin-)'] },
      to: { path: '^apps/web/src/features/admin-' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist', '/dist-ssr', '/dist-test', '/\\.bench-build/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
