// Import boundaries of the staff console, checked by `npm run lint` (the web app's rules, for the
// console's shape): app/ composes, features/ use only themselves and the shared components/,
// lib/ and config/, and a feature never reaches into another. app/ may load a feature's screens
// (features/<name>/routes/) lazily, and use its api/ for the shell's calls (sign-out).

const path = require('node:path');

const src = '^apps/console/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-are-separate',
      severity: 'error',
      comment: "A feature does not use another feature's files: move what both need to lib/ or components/.",
      from: { path: `${src}/features/([^/]+)/` },
      to: { path: `${src}/features/[^/]+/`, pathNot: `${src}/features/$1/` },
    },
    {
      name: 'app-uses-screens-and-calls',
      severity: 'error',
      comment: "app/ reaches a feature's screens (routes/) and calls (api/), never its components or lib.",
      from: { path: `${src}/app/` },
      to: { path: `${src}/features/[^/]+/`, pathNot: `${src}/features/[^/]+/(routes|api)/` },
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
    {
      name: 'no-patient-app-code',
      severity: 'error',
      comment:
        'The console never imports the patient app: what both need lives in packages/ (@care/ui, @care/api-client).',
      from: { path: `${src}/` },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    includeOnly: '^apps/(console|web)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'apps/console/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
