// Build-only: what the server puts in the page of each address (dist/route-pages.json): the
// chunks the screen needs (<link rel="modulepreload">, and its stylesheets) and, for a screen
// in the main layout, the page shell (app/layouts/page-shell-html.ts) to show before any script.
//
// Why: a screen's code is fetched only once the entry has run and the router has matched the
// address, and its imports only once it is parsed; on a phone network every such step is a
// round trip (Lighthouse's mobile preset: 150 ms). Named in the HTML, they download beside the
// entry. Vite's preload helper then finds them already in the document and adds nothing, which
// also saves the main thread the work of inserting some forty <link> elements while the entry
// evaluates (measured with `npm run bench:trace`: 100-300 ms at 4x CPU).
//
// Which screen loads which module is read from the features' route tables (src/features/*/
// routes.ts): an entry's `path` (a literal or `paths.x`) and the `import()` calls in its `lazy`
// (directly, or through a constant of the same file that is not a function of its own
// arguments: `withLanding(page)` decides at run time, so the visitors' landing is not named).
import fs from 'node:fs';
import path from 'node:path';
import { type Plugin, parseSync } from 'vite';
import { MAIN_SHELL_HTML } from './src/app/layouts/page-shell-html.ts';
import { paths } from './src/config/paths.ts';

type Node = { type: string; [key: string]: unknown };

/** The API calls a screen makes first (AppRoute's `data` and `publicData`; apps/web/start.js). */
export interface RouteData {
  data: string[];
  publicData: string[];
}

export interface RoutePage extends RouteData {
  /** The route's pattern, as React Router matches it (case-insensitive, `:param` segments). */
  path: string;
  layout: string;
  js: string[];
  css: string[];
}

interface RouteModules extends RouteData {
  path: string;
  layout: string;
  modules: string[];
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const propertyOf = (object: Node, name: string) =>
  (object.properties as Node[]).find(
    (p) => p.type === 'Property' && isNode(p.key) && (p.key as Node).name === name,
  )?.value as Node | undefined;

function pathValue(node: Node, file: string): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'MemberExpression' && (node.object as Node).name === 'paths') {
    const value = (paths as Record<string, unknown>)[(node.property as Node).name as string];
    if (typeof value === 'string') return value;
  }
  throw new Error(`route-pages: a route path in ${file} is neither a string nor paths.<name>`);
}

function stringsOf(node: Node | undefined, file: string): string[] {
  if (!node) return [];
  if (node.type !== 'ArrayExpression')
    throw new Error(`route-pages: a route's data in ${file} is not an array of strings`);
  return (node.elements as Node[]).map((element) => {
    if (element?.type === 'Literal' && typeof element.value === 'string') return element.value;
    throw new Error(`route-pages: a route's data in ${file} is not an array of strings`);
  });
}

/** The screens of one route table and the modules (import specifiers) each one loads. */
export function routesOf(file: string, source: string): RouteModules[] {
  const program = parseSync(file, source, { lang: 'ts' }).program as unknown as Node;
  const constants = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as Node[])
      if ((d.id as Node).type === 'Identifier' && d.init)
        constants.set((d.id as Node).name as string, d.init as Node);
  }
  const importsOf = (node: Node, seen: Set<string>): string[] => {
    const found: string[] = [];
    walk(node, (n) => {
      if (n.type === 'ImportExpression' && (n.source as Node).type === 'Literal')
        found.push((n.source as Node).value as string);
      if (n.type === 'Identifier' && constants.has(n.name as string) && !seen.has(n.name as string)) {
        const init = constants.get(n.name as string) as Node;
        const ownArguments = init.type === 'ArrowFunctionExpression' && (init.params as Node[]).length > 0;
        seen.add(n.name as string);
        if (!ownArguments) found.push(...importsOf(init, seen));
      }
    });
    return found;
  };
  const routes: RouteModules[] = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const pathNode = propertyOf(node, 'path');
    const lazy = propertyOf(node, 'lazy');
    if (!pathNode || !(lazy || propertyOf(node, 'Component'))) return;
    const layout = propertyOf(node, 'layout');
    routes.push({
      path: pathValue(pathNode, file),
      layout: layout?.type === 'Literal' ? String(layout.value) : 'main',
      modules: lazy ? [...new Set(importsOf(lazy, new Set()))] : [],
      data: stringsOf(propertyOf(node, 'data'), file),
      publicData: stringsOf(propertyOf(node, 'publicData'), file),
    });
  });
  return routes;
}

export function routePages(): Plugin {
  const featuresDir = path.resolve(import.meta.dirname, 'src/features');
  const mainLayout = path.resolve(import.meta.dirname, 'src/app/layouts/main-layout.tsx');
  let screens: (RouteData & { path: string; layout: string; ids: string[] })[] = [];

  return {
    name: 'route-pages',
    apply: 'build',
    async buildStart() {
      screens = [];
      for (const feature of fs.readdirSync(featuresDir)) {
        const file = path.join(featuresDir, feature, 'routes.ts');
        if (!fs.existsSync(file)) continue;
        for (const route of routesOf(file, fs.readFileSync(file, 'utf8'))) {
          const ids: string[] = [];
          for (const specifier of route.modules) {
            const resolved = await this.resolve(specifier, file);
            if (!resolved) this.error(`route-pages: ${specifier} (in ${file}) does not resolve`);
            ids.push(resolved.id);
          }
          screens.push({ ...route, ids });
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What the HTML already loads: the entry and everything it imports statically.
      const inHtml = new Set<string>();
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || inHtml.has(fileName)) return;
        into.add(fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, into);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, inHtml);
      const chunkOf = (id: string) =>
        chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => id in c.modules);

      const table: RoutePage[] = [];
      for (const screen of screens) {
        const files = new Set<string>();
        const ids = screen.layout === 'main' ? [mainLayout, ...screen.ids] : screen.ids;
        for (const id of ids) {
          const chunk = chunkOf(id);
          if (!chunk) this.error(`route-pages: no chunk holds ${id} (route ${screen.path})`);
          closure(chunk.fileName, files);
        }
        const css = new Set<string>();
        for (const file of files)
          for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        table.push({
          path: screen.path,
          layout: screen.layout,
          data: screen.data,
          publicData: screen.publicData,
          js: [...files].map((f) => `/${f}`),
          css: [...css].map((f) => `/${f}`),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-pages.json',
        source: `${JSON.stringify({ shells: { main: MAIN_SHELL_HTML }, routes: table })}\n`,
      });
    },
  };
}
