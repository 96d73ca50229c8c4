import { commonMessages } from '@care/contracts/common/messages';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { contentSecurityPolicy } from './csp.ts';

/** Security headers (with the app's CSP) and CORS from the configuration. */
export async function registerSecurityHeaders(site: FastifyInstance, config: Config) {
  await site.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  await site.register(cors, { origin: config.corsOrigins, credentials: false });
}

/**
 * Per-address limits on the API, in memory or in Redis (REDIS_URL) so several instances share
 * one count. Only the API is limited: the web app's files and media are static, cached, and
 * many patients behind one mobile carrier address would otherwise share one count for them.
 */
export async function registerRateLimit(site: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) site.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  await site.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { redis, nameSpace: 'care-rl-', skipOnError: true } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: commonMessages.tooManyRequests,
    }),
  });
}
