// Import boundaries of the API, checked by `npm run lint` (and so by CI). Each domain is a folder
// under apps/api/src/modules/ whose front door is its index.ts: another module imports that and
// nothing else of it, and no chain of modules leads back to where it started. The patterns name
// no module, so a new module folder is covered as it is.

const path = require('node:path');

const src = '^apps/api/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals-are-private',
      severity: 'error',
      comment:
        'A module uses another only through its front door, modules/<name>/index.ts. Export what you need from there (a function, not a table), or move what both need to lib/.',
      from: { path: `${src}/modules/([^/]+)/` },
      to: {
        path: `${src}/modules/[^/]+/`,
        pathNot: `${src}/modules/($1/|[^/]+/index\\.ts$)`,
      },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      scope: 'folder',
      comment:
        'Modules depend on each other one way (the layering is written at the top of modules/index.ts). When two need each other, the lower one announces an event (lib/events.ts) or takes a function, and the higher one reacts.',
      from: { path: `${src}/modules/[^/]+` },
      to: { circular: true },
    },
    {
      name: 'shared-code-uses-no-module',
      severity: 'error',
      comment: 'lib/, plugins/, adapters/ and db/ serve every module, so they depend on none of them.',
      from: { path: `${src}/(lib|plugins|adapters|db)/` },
      to: { path: `${src}/modules/` },
    },
  ],
  options: {
    includeOnly: `${src}/`,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'apps/api/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
