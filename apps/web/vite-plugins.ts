// Build-only Vite plugins that keep the patient app's first download small (README: budgets).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
const coreStyles = require.resolve('@mantine/core/styles.css');
const coreStylesDir = path.join(path.dirname(coreStyles), 'styles');
const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];
/** Mantine packages whose single styles.css is imported where their components are used. */
const PACKAGE_STYLES = ['notifications', 'dates', 'dropzone', 'carousel'];

/** Component style files in the order @mantine/core/styles.css concatenates them. */
function coreStyleOrder(): string[] {
  const all = fs.readFileSync(coreStyles, 'utf8');
  return fs
    .readdirSync(coreStylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const css = fs.readFileSync(path.join(coreStylesDir, file), 'utf8').trim();
      const at = all.indexOf(css.slice(0, 300));
      if (at < 0) throw new Error(`mantineCssPerChunk: ${file} is not part of @mantine/core/styles.css`);
      return { name: file.slice(0, -'.css'.length), at };
    })
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name);
}

const wrap = (layer: string, css: string) => `@layer mantine.${layer} {\n${css}\n}\n`;

/**
 * Mantine's CSS follows the components into the chunks that use them, instead of one
 * 280 KB render-blocking stylesheet.
 *
 * - `import '@mantine/core/styles.css'` (app/provider.tsx) becomes Mantine's base styles only:
 *   baseline, CSS variables and global classes.
 * - Every component's class map (`X.module.mjs`) imports `@mantine/core/styles/X.css`, so a
 *   chunk brings exactly the CSS of the Mantine components it contains, and Vite loads that
 *   CSS before it runs the chunk.
 * - Load order no longer decides the cascade: every file sits in its own cascade layer
 *   (`mantine.Button`, ...), declared up front in the order of Mantine's full stylesheet,
 *   followed by the notifications, dates and dropzone packages (imported where used). The
 *   app's own CSS is unlayered, so it still overrides Mantine, as when it came after it.
 *
 * Dev keeps the full stylesheet (dependencies are pre-bundled there).
 */
export function mantineCssPerChunk(): Plugin {
  const order = [...BASE_STYLES, ...coreStyleOrder().filter((name) => !BASE_STYLES.includes(name))];
  const layerOrder = `@layer ${[...order, ...PACKAGE_STYLES].map((name) => `mantine.${name}`).join(', ')};\n`;
  const moduleRe = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const componentCssRe = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z]+)\.css$/;
  const packageCssRe = new RegExp(`[\\\\/]@mantine[\\\\/](${PACKAGE_STYLES.join('|')})[\\\\/]styles\\.css$`);

  return {
    name: 'mantine-css-per-chunk',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (path.normalize(id) !== coreStyles) return null;
      const base = BASE_STYLES.map((name) =>
        wrap(name, fs.readFileSync(path.join(coreStylesDir, `${name}.css`), 'utf8')),
      );
      return layerOrder + base.join('');
    },
    transform(code, id) {
      const component = moduleRe.exec(id);
      if (component)
        return { code: `${code}\nimport '@mantine/core/styles/${component[1]}.css';\n`, map: null };
      const componentCss = componentCssRe.exec(id);
      if (componentCss && !BASE_STYLES.includes(componentCss[1]!))
        return { code: wrap(componentCss[1]!, code), map: null };
      const packageCss = packageCssRe.exec(id);
      if (packageCss) return { code: wrap(packageCss[1]!, code), map: null };
      return null;
    },
  };
}

/**
 * React Router ships one big module; two things kept unused parts of it (NavLink, Form,
 * fetchers, the RSC helpers...) in the bundle:
 * - its package exports always select the development build, whose dev-only warnings stay
 *   in the code; production bundles take the production build instead (same code, the
 *   warnings switched off);
 * - top-level `X.displayName = '...'` assignments and un-annotated `React.forwardRef()` /
 *   `React.createContext()` calls count as side effects. displayName only names components
 *   in React DevTools, and those calls are pure, so they are dropped / marked pure.
 */
export function reactRouterTreeShaking(): Plugin {
  const development = path.dirname(require.resolve('react-router'));
  const production = path.join(development, '..', 'production');
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
          ],
        },
      };
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
            .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
          map: null,
        };
      },
    },
  };
}

/**
 * The libraries the entry needs, each in a chunk of its own, in the order apps/web/start.js runs
 * them before the entry. Why: a module graph evaluates in one task, and the entry's (React DOM,
 * React Router, TanStack Query, Mantine and the app's frame: 40-55 ms at full speed on this
 * project's machines, so 160-220 ms on Lighthouse's four-times-slower phone) was the longest
 * task after the first paint. Run one chunk at a time with a yield between, each task stays
 * short and a tap on the painted shell is answered between them.
 */
export const START_STEPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|@tanstack)[\\/]/ },
  { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
] as const;

/**
 * Puts apps/web/start.js where Vite put the entry's <script>, and the entry itself in a
 * low-priority <link rel="modulepreload" data-app-entry>: start.js asks for the screen's data
 * and runs the entry once the page's HTML is painted (why: the file's own comment). Emitted as
 * minified, under a name with its content's hash, so it is cached as long as the other assets.
 */
export function startAfterPaint(): Plugin {
  const file = path.resolve(import.meta.dirname, 'start.js');
  // In a block, so the minifier may shorten its names too (a module's top level it leaves).
  const { code: source } = minifySync('start.js', `{${fs.readFileSync(file, 'utf8')}}`, {
    compress: true,
    mangle: true,
  });
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
  const fileName = `assets/start-${hash}.js`;
  return {
    name: 'start-after-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const match = html.match(entry);
        if (!match) throw new Error('start-after-paint: the entry <script> is not in index.html');
        let out = html.replace(
          entry,
          `<link rel="modulepreload" fetchpriority="low" crossorigin data-app-entry href="${match[1]}">\n` +
            `    <script type="module" src="/${fileName}"></script>`,
        );
        START_STEPS.forEach(({ name }, index) => {
          const step = new RegExp(
            `<link rel="modulepreload" crossorigin href="(/assets/${name}-[\\w-]+\\.js)">`,
          );
          if (!step.test(out))
            throw new Error(`start-after-paint: no preload of the ${name} chunk in index.html`);
          out = out.replace(
            step,
            `<link rel="modulepreload" fetchpriority="low" crossorigin data-app-step="${index}" href="$1">`,
          );
        });
        return out;
      },
    },
  };
}
