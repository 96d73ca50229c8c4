// Import boundaries of the web app, checked by `npm run lint` (and so by CI). Imports flow one
// way: app/ uses features/, features use the shared components/, lib/ and config/ and, of
// another feature, only what its index.ts hands out. The patterns name no feature, so a new
// feature folder is covered as it is.

const path = require('node:path');

const src = '^apps/web/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-internals-are-private',
      severity: 'error',
      comment:
        'A feature uses another feature only through its public entry point, features/<name>/index.ts. ' +
        'Export what you need from there (a component used later as a loader, to keep code splitting), ' +
        'or move what both need to lib/ or components/.',
      from: { path: `${src}/features/([^/]+)/` },
      to: {
        path: `${src}/features/[^/]+/`,
        pathNot: `${src}/features/($1/|[^/]+/index\\.ts$)`,
      },
    },
    {
      name: 'app-uses-feature-entry-points',
      severity: 'error',
      comment:
        "app/ reaches a feature through its index.ts, or its routes.ts for the route entries (whose screens load lazily); never a feature's internals.",
      from: { path: `${src}/app/` },
      to: {
        path: `${src}/features/[^/]+/`,
        pathNot: `${src}/features/[^/]+/(index|routes)\\.ts$`,
      },
    },
    {
      name: 'features-do-not-use-app',
      severity: 'error',
      comment: 'app/ composes the features; a feature that needs something of app/ wants it moved to lib/.',
      from: { path: `${src}/features/` },
      to: { path: `${src}/app/` },
    },
    {
      name: 'shared-code-uses-no-feature',
      severity: 'error',
      comment: 'components/, lib/ and config/ are shared by every feature, so they depend on none of them.',
      from: { path: `${src}/(components|lib|config)/` },
      to: { path: `${src}/(features|app)/` },
    },
  ],
  options: {
    includeOnly: `${src}/`,
    // Type-only imports couple features too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
