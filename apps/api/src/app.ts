import http from 'node:http';
import { ROOM_MESSAGE_MAX_BYTES } from '@care/contracts/meeting/constants';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildAdapters } from './adapters/index.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { EventBus } from './lib/events.ts';
import { loggableSocketError, redactPaths, requestSerializer } from './lib/log-redaction.ts';
import { deriveKey, loadSigningSecret } from './lib/secrets.ts';
import { apiModules } from './modules/index.ts';
import { findAccountById } from './modules/patient/index.ts';
import { findStaffById } from './modules/staff/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { decorateCaller } from './plugins/caller.ts';
import { registerErrorHandling } from './plugins/error-handling.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors.ts';
import { healthBody } from './plugins/health.ts';
import { acceptEmptyJsonBody } from './plugins/json-body.ts';
import { noStoreByDefault } from './plugins/no-store.ts';
import { registerRateLimit, registerSecurityHeaders } from './plugins/security.ts';
import { serveConsole, serveMedia, serveWebApp } from './plugins/static-files.ts';

export interface BuildOptions {
  config: Config;
  /** Tests pass an in-memory database; otherwise one is opened from the config. */
  database?: Database;
  sms?: SmsSender;
  /** Tests move time with their own clock (see Deps.clock). */
  clock?: Deps['clock'];
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Resolve as soon as routes are registered, with the database still opening (server.ts):
   * the liveness check answers at once and other requests wait for the database.
   */
  listenBeforeReady?: boolean;
}

/** Builds the whole API (and the web app's static server) without listening. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: redactPaths, censor: '[redacted]' },
            serializers: { req: requestSerializer },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    forceCloseConnections: true,
    // The envelope also for what Fastify and Node answer themselves: an undecodable path, a path
    // parameter over maxParamLength (100), bytes that are not HTTP.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        // The liveness probe is answered by the HTTP server itself, ahead of the framework's
        // request pipeline: probes arrive often and need nothing but "the process is up".
        // (The same answer is also a Fastify route below, for app.inject and the docs.)
        if (req.url === '/api/health' && req.method === 'GET') {
          const body = healthBody();
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          });
          res.end(body);
          return;
        }
        handler(req, res);
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Opening the database (PGlite reads its whole folder) is the slow part of start-up, so
  // it runs while plugins and routes register. Routes read `app.deps` per request, and
  // every request but the liveness check waits for the dependencies.
  const events = new EventBus();
  for (const module of apiModules) if (module.events) events.subscribe(module.events);
  const deps = { config, events } as Deps;
  app.decorate('deps', deps);
  // The guard finds the account behind a session token through the patient module.
  decorateCaller(app, findAccountById, findStaffById);
  const init = initDependencies(app, opts, deps);
  app.decorate('dependencies', init);
  init.catch(() => {}); // surfaced by server.ts, by awaiting callers and by the hook below
  // The modules' jobs (checking pending payments with the provider, sending due appointment
  // messages...) run on timers once the database is ready; tests run the passes themselves, so
  // the timers stay off under test.
  let stopJobs = () => {};
  if (config.NODE_ENV !== 'test')
    init.then(
      () => {
        const stops = apiModules.flatMap((module) => (module.jobs ?? []).map((start) => start(app)));
        stopJobs = () => {
          for (const stop of stops) stop();
        };
      },
      () => {},
    );
  app.addHook('onClose', async () => {
    stopJobs();
    await init.then((d) => d.database.close()).catch(() => {});
  });

  // Liveness sits outside the site's layers (security headers, CORS, rate limits, waiting
  // for the database): load balancers and orchestrators call it often, it touches nothing,
  // and it must answer while the database is still opening.
  app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(healthBody()),
  );

  // WebSocket upgrades (the consultation room's signalling) go through the same routes and hooks.
  // A frame over the room's message limit is refused by the socket layer before it is read (close
  // 1009); a socket's error is logged in one line, never with its stack or the frame.
  await app.register(websocket, {
    options: { maxPayload: ROOM_MESSAGE_MAX_BYTES },
    errorHandler: (err, socket, request) => {
      request.log.warn({ err: loggableSocketError(err) }, 'websocket error');
      // The socket layer has already started the close (1009 for an oversized frame): let it finish.
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.terminate();
    },
  });

  await app.register(async (site) => {
    site.addHook('onRequest', async () => {
      await init;
    });

    // External plugins first, then our own error handling and routes.
    await registerSecurityHeaders(site, config);
    await registerRateLimit(site, config);
    await registerApiDocs(site, config);
    registerErrorHandling(site);
    acceptEmptyJsonBody(site);

    await site.register(
      async (api) => {
        noStoreByDefault(api);
        for (const module of apiModules) if (module.routes) await api.register(module.routes);
      },
      { prefix: '/api' },
    );

    for (const module of apiModules) if (module.rootRoutes) await site.register(module.rootRoutes);
    await serveMedia(site, config.mediaDir);
    await serveConsole(site, config.consoleDist);
    await serveWebApp(site, config.webDist);
  });
  if (!opts.listenBeforeReady) await init;
  return app;
}

/** Database, migrations, demo data, secrets and provider adapters. */
async function initDependencies(app: FastifyInstance, opts: BuildOptions, deps: Deps): Promise<Deps> {
  const { config } = opts;
  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was closed by the server'),
    }));
  await database.migrate();
  const secret = await loadSigningSecret(database.db, config.JWT_SECRET);
  // The modules' seeds, by stage and in the registration list's order (lib/api-module.ts): the
  // demo data (accounts, experts, then coupons and the demo patient's bookings of them...), then
  // the authored content, product data loaded always; demo data that goes through an adapter
  // (the PDF reports, through storage) once the adapters are built.
  const clock = opts.clock ?? { now: () => new Date() };
  const seeds = apiModules.flatMap((module) => module.seeds ?? []);
  const seedContext = { db: database.db, log: app.log, demo: config.SEED_DEMO, now: clock.now() };
  for (const seed of seeds) if (seed.stage === 'demo' && config.SEED_DEMO) await seed.run(seedContext);
  for (const seed of seeds) if (seed.stage === 'always') await seed.run(seedContext);

  const adapters = await buildAdapters(config, { secret, log: app.log, sms: opts.sms, db: database.db });
  for (const seed of seeds)
    if (seed.stage === 'demo-after-adapters' && config.SEED_DEMO)
      await seed.run({ ...seedContext, storage: adapters.storage });

  return Object.assign(deps, {
    database,
    db: database.db,
    ...adapters,
    tokenKeys: { secret: deriveKey(secret, 'tokens'), sessionTtlDays: config.SESSION_TTL_DAYS },
    otpSecret: deriveKey(secret, 'otp'),
    clock,
  } satisfies Omit<Deps, 'config' | 'events'>);
}
