import { OTP_RESEND_SECONDS, RESET_OTP_LENGTH, SIGNUP_OTP_LENGTH } from '@care/contracts/auth/constants';
import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { publicConfigSchema } from '@care/contracts/config/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { assetLinks } from './asset-links.ts';

const tags = ['system'];

export async function systemRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { config } = deps;

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: envelope(z.object({ database: z.string() })) },
      },
    },
    async (request, reply) => {
      try {
        await deps.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database not reachable');
        throw new AppError(503, 'Database is not reachable.');
      }
      return ok(reply, 'OK', { database: deps.database.kind });
    },
  );

  const publicConfig = publicConfigSchema.parse({
    brand: {
      name: config.BRAND_NAME,
      phone: config.BRAND_PHONE,
      email: config.BRAND_EMAIL,
      address: config.BRAND_ADDRESS,
    },
    assistant_name: config.ASSISTANT_NAME,
    payment_key_id: config.paymentProvider === 'razorpay' ? config.RAZORPAY_KEY_ID : 'rzp_test_sandbox',
    payment_provider: config.paymentProvider,
    video_provider: config.videoProvider,
    video_domain: config.JITSI_DOMAIN ?? null,
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    facebook_app_id: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : null,
    signup_otp_length: SIGNUP_OTP_LENGTH,
    reset_otp_length: RESET_OTP_LENGTH,
    otp_resend_seconds: OTP_RESEND_SECONDS,
    app_store_url: config.APP_STORE_URL,
    play_store_url: config.PLAY_STORE_URL,
  });

  app.get(
    '/config',
    { schema: { tags, summary: 'Public client settings', response: { 200: envelope(publicConfigSchema) } } },
    async (_request, reply) =>
      ok(reply.header('Cache-Control', 'public, max-age=300'), commonMessages.ok, publicConfig),
  );
}

/**
 * Android App Links, served at the site root (outside /api). Public by nature: any origin may
 * read it (Google's statement tester among them), whatever CORS_ORIGINS says.
 */
export async function wellKnownRoutes(app: FastifyInstance) {
  const links = JSON.stringify(assetLinks(app.deps.config));
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('application/json')
      .send(links),
  );
}
