import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Db } from '../db/client.ts';
import type { Subscriptions } from './events.ts';

// What a module hands to app.ts through its front door (modules/<name>/index.ts), and what
// app.ts does with it: modules/index.ts lists the descriptors, app.ts composes them.

export interface SeedContext {
  db: Db;
  log: FastifyBaseLogger;
  /** config.SEED_DEMO: the content seed adds the demo patient's moods and likes with it. */
  demo: boolean;
  /** The app's clock (Deps.clock) read once at start-up: the instant demo data is laid out around. */
  now: Date;
}

/**
 * Data a module loads at start-up, after the migrations. The stages run in this order, and
 * within a stage in the registration list's order:
 *  - 'demo': demo data, only with SEED_DEMO;
 *  - 'always': the product's authored content, loaded on every database;
 *  - 'demo-after-adapters': demo data that goes through an adapter (file storage), only with
 *    SEED_DEMO, once the adapters are built.
 * A seed lives in the module that owns most of its data. Each is one transaction claiming its
 * seed_runs row, so a demo seed writes the few fixture rows of other modules' tables it needs
 * (the experts' fully booked day, the demo room's paid order) itself rather than through their
 * front doors: fixtures, not behaviour.
 */
export type ModuleSeed =
  | { name: string; stage: 'demo' | 'always'; run(ctx: SeedContext): Promise<unknown> }
  | {
      name: string;
      stage: 'demo-after-adapters';
      run(ctx: SeedContext & { storage: FileStorage }): Promise<unknown>;
    };

/**
 * A timer a module runs while the server is up, started once the database is ready (never under
 * NODE_ENV=test: tests run the passes themselves); answers how to stop it.
 */
export type ModuleJob = (app: FastifyInstance) => () => void;

export interface ApiModule {
  name: string;
  /** Registered under /api, encapsulated. */
  routes?: FastifyPluginAsync;
  /** Registered at the site's root, outside /api (e.g. /.well-known). */
  rootRoutes?: FastifyPluginAsync;
  seeds?: ModuleSeed[];
  jobs?: ModuleJob[];
  /** What the module does when another announces an event (lib/events.ts). */
  events?: Subscriptions;
}
