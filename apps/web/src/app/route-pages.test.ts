import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../vite-route-pages';
import { appRoutes } from './feature-routes';

// The build reads which screen loads which module from the features' route tables by their
// syntax (vite-route-pages.ts); the app builds its router from the same tables by running them.
// Both must agree, or the server would name the wrong chunks or shell for an address.

const featuresDir = path.resolve(import.meta.dirname, '../features');
const scanned = fs
  .readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, 'routes.ts'))
  .filter((file) => fs.existsSync(file))
  .flatMap((file) => routesOf(file, fs.readFileSync(file, 'utf8')));

describe('route pages', () => {
  it('finds every screen with its layout', () => {
    const fromApp = appRoutes.map((r) => `${r.path} ${r.layout}`).sort();
    expect(scanned.map((r) => `${r.path} ${r.layout}`).sort()).toEqual(fromApp);
  });

  it('finds the modules each lazy screen loads, and none for the one in the first download', () => {
    for (const route of scanned) {
      const app = appRoutes.find((r) => r.path === route.path);
      expect(route.modules.length > 0, route.path).toBe(Boolean(app?.lazy));
    }
    expect(scanned.find((r) => r.path === '/book-test')?.modules).toEqual(['./routes/book-test-page']);
    // The visitors' landing is chosen at run time (withLanding), so it is not named for '/'.
    expect(scanned.find((r) => r.path === '/')?.modules).toEqual(['./routes/home-page']);
  });

  it("reads each screen's first calls as the app declares them", () => {
    for (const route of scanned) {
      const app = appRoutes.find((r) => r.path === route.path);
      expect(route.data, route.path).toEqual(app?.data ?? []);
      expect(route.publicData, route.path).toEqual(app?.publicData ?? []);
    }
    expect(scanned.find((r) => r.path === '/Appointments')?.data).toEqual(['patient/upcoming-appointments']);
  });
});
