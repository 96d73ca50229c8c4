import { commonMessages } from '@care/contracts/common/messages';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { contentSecurityPolicy } from './csp.ts';

/** Security headers (with the app's CSP and permissions) and CORS from the configuration. */
export async function registerSecurityHeaders(site: FastifyInstance, config: Config) {
  await site.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  // The provider's apps and their web views call from origins of their own. The API reads no
  // cookies (a session is a bearer token the client sends itself), so a page on another origin
  // gains nothing by calling it that a native client does not have: any origin may call
  // unless CORS_ORIGINS lists the ones allowed, and never with credentials.
  await site.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // What the clients send: the session, JSON, the OTP step's token header, what jQuery-style
    // clients add; Range for PDF viewers reading a report in parts.
    allowedHeaders: ['authorization', 'content-type', 'token', 'x-requested-with', 'range'],
    // What a client may need to read: a partial file's place, and when to try again after a 429.
    exposedHeaders: [
      'content-range',
      'accept-ranges',
      'content-disposition',
      'retry-after',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
    ],
    // Two hours, the most Chromium keeps a preflight: fewer round trips on mobile data.
    maxAge: 7200,
  });
  const policy = permissionsPolicy(config);
  site.addHook('onSend', async (request, reply, payload) => {
    reply.header(
      'Permissions-Policy',
      ROOM_PAGE.test(request.url.split('?')[0] ?? '') ? policy.room : policy.other,
    );
    return payload;
  });
}

/**
 * The consultation room's pages (apps/web/src/features/meeting/routes.ts: the patient's and the
 * expert's), matched as the web router does, without regard to case.
 */
const ROOM_PAGE = /^\/appointment\/meeting\/[^/]+(?:\/expert)?\/?$/i;

/**
 * Camera and microphone only on the room's pages (for Jitsi, its frame too); no location
 * anywhere. A policy holds for the document it came with, so the web app loads the room as a
 * page of its own (the meeting feature reloads it when reached inside the app). Payment: with
 * Razorpay, its Checkout frame (api.razorpay.com) may use the Payment Request API for UPI
 * apps, and Checkout opens on whichever page the app was loaded from, so every page allows
 * that frame; the sandbox uses none.
 */
export function permissionsPolicy(config: Config): { room: string; other: string } {
  const room = config.JITSI_DOMAIN ? `self "https://${config.JITSI_DOMAIN}"` : 'self';
  const payment = config.paymentProvider === 'razorpay' ? 'self "https://api.razorpay.com"' : '';
  const policy = (media: string) =>
    `camera=(${media}), microphone=(${media}), geolocation=(), payment=(${payment})`;
  return { room: policy(room), other: policy('') };
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
