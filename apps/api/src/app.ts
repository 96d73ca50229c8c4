import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { commonMessages } from '@care/contracts/common/messages';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { consoleSms } from './adapters/sms/console-sms.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import { twilioSms } from './adapters/sms/twilio-sms.ts';
import { facebookVerifier } from './adapters/social/facebook-verifier.ts';
import { googleVerifier } from './adapters/social/google-verifier.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import { type LocalStorage, localStorage } from './adapters/storage/local-storage.ts';
import { s3Storage } from './adapters/storage/s3-storage.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { redactPaths, requestSerializer } from './lib/log-redaction.ts';
import { deriveKey, loadSigningSecret } from './lib/secrets.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { decorateCaller } from './modules/auth/caller.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { moodRoutes } from './modules/mood/routes.ts';
import { patientRoutes } from './modules/patient/routes.ts';
import { pregnancyRoutes } from './modules/pregnancy/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { systemRoutes, wellKnownRoutes } from './modules/system/routes.ts';
import { contentSecurityPolicy } from './plugins/csp.ts';
import { registerErrorHandling } from './plugins/error-handling.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors.ts';
import { noStoreByDefault } from './plugins/no-store.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedContent } from './seed/seed-content.ts';

export interface BuildOptions {
  config: Config;
  /** Tests pass an in-memory database; otherwise one is opened from the config. */
  database?: Database;
  sms?: SmsSender;
  logger?: boolean;
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
  const deps = { config } as Deps;
  app.decorate('deps', deps);
  decorateCaller(app);
  const init = initDependencies(app, opts, deps);
  app.decorate('dependencies', init);
  init.catch(() => {}); // surfaced by server.ts, by awaiting callers and by the hook below
  app.addHook('onClose', async () => {
    await init.then((d) => d.database.close()).catch(() => {});
  });

  // Liveness sits outside the site's layers (security headers, CORS, rate limits, waiting
  // for the database): load balancers and orchestrators call it often, it touches nothing,
  // and it must answer while the database is still opening.
  app.get('/api/health', { logLevel: 'warn' }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(healthBody()),
  );

  await app.register(async (site) => {
    site.addHook('onRequest', async () => {
      await init;
    });

    // External plugins first, then our own error handling and routes.
    await site.register(helmet, {
      contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
    });
    await site.register(cors, { origin: config.corsOrigins, credentials: false });
    // Per-address limits live in memory, or in Redis so several API instances share them.
    const redis = config.REDIS_URL
      ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) site.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
    await site.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      // Only the API is limited: the web app's files and media are static, cached, and many
      // patients behind one mobile carrier address would otherwise share one count for them.
      allowList: (request) => !request.url.startsWith('/api/'),
      ...(redis ? { redis, nameSpace: 'care-rl-', skipOnError: true } : {}),
      errorResponseBuilder: () => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: commonMessages.tooManyRequests,
      }),
    });
    await site.register(swagger, {
      openapi: {
        info: {
          title: 'Patient app API',
          version: '1.0.0',
          description: 'Every answer is {status, statusCode, message, data}.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    // The interactive docs are for developers: off in production unless API_DOCS=true.
    if (config.apiDocs) await site.register(swaggerUi, { routePrefix: '/docs' });

    registerErrorHandling(site);

    await site.register(
      async (api) => {
        noStoreByDefault(api);
        await api.register(systemRoutes);
        await api.register(authRoutes);
        await api.register(patientRoutes);
        await api.register(fileRoutes);
        await api.register(supportRoutes);
        await api.register(articleRoutes);
        await api.register(pregnancyRoutes);
        await api.register(moodRoutes);
        await api.register(chatRoutes);
      },
      { prefix: '/api' },
    );

    await site.register(wellKnownRoutes);
    await serveMedia(site, config.mediaDir);
    await serveWebApp(site, config.webDist);
  });
  if (!opts.listenBeforeReady) await init;
  return app;
}

/** Database, migrations, demo data, secrets and provider adapters. */
async function initDependencies(app: FastifyInstance, opts: BuildOptions, deps: Deps): Promise<Deps> {
  const { config } = opts;
  const database =
    opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }));
  await database.migrate();
  const secret = await loadSigningSecret(database.db, config.JWT_SECRET);
  if (config.SEED_DEMO) await seedDatabase(database.db, app.log);
  // Authored content (pregnancy weeks, articles, the assistant's tree) is product data, loaded always.
  await seedContent(database.db, app.log, { demo: config.SEED_DEMO });

  const local: LocalStorage | null = config.S3_BUCKET
    ? null
    : localStorage({
        dataDir: config.dataDir,
        secret: deriveKey(secret, 'storage'),
        publicUrl: config.PUBLIC_URL,
      });
  const storage: FileStorage =
    local ??
    (await s3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION ?? 'ap-south-1',
      endpoint: config.S3_ENDPOINT,
    }));

  const sms =
    opts.sms ??
    (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? await twilioSms({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
        })
      : consoleSms({ dataDir: config.dataDir, log: app.log }));

  const social: Deps['social'] = {};
  if (config.GOOGLE_CLIENT_ID)
    social.google = googleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL });
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET)
    social.facebook = facebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });

  return Object.assign(deps, {
    database,
    db: database.db,
    sms,
    storage,
    localStorage: local,
    social,
    tokenKeys: { secret: deriveKey(secret, 'tokens'), sessionTtlDays: config.SESSION_TTL_DAYS },
    otpSecret: deriveKey(secret, 'otp'),
  } satisfies Omit<Deps, 'config'>);
}

/**
 * The built web app, with long caching for hashed assets and none for index.html. The web
 * build writes Brotli and gzip copies of its text files; they are sent to browsers that
 * accept them (patients on slow mobile data download a quarter of the bytes).
 */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Off so that `send` does not replace our Cache-Control with its own `max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/**
 * Article, pregnancy and mood media from apps/api/media at /media (the bucket's folders:
 * article, pregnancy-data, mood). Audio and video need range requests, which `send` answers.
 * With MEDIA_BASE_URL set the API hands out that bucket's addresses instead.
 */
async function serveMedia(app: FastifyInstance, mediaDir: string) {
  if (!fs.existsSync(mediaDir)) return;
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      // Names are not content-hashed, so cache for a day rather than forever.
      res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });
}

/** The liveness answer: the envelope with the process's uptime in seconds. */
function healthBody(): string {
  return JSON.stringify({
    status: 1,
    statusCode: 200,
    message: 'OK',
    data: { uptime: Math.round(process.uptime()) },
  });
}
