import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { deriveKey } from '../lib/secrets.ts';
import { outboxEmail } from './email/outbox-email.ts';
import { smtpEmail } from './email/smtp-email.ts';
import { razorpayPayments } from './payments/razorpay-payments.ts';
import { sandboxPayments } from './payments/sandbox-payments.ts';
import { consoleSms } from './sms/console-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { twilioSms } from './sms/twilio-sms.ts';
import { facebookVerifier } from './social/facebook-verifier.ts';
import { googleVerifier } from './social/google-verifier.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { type LocalStorage, localStorage } from './storage/local-storage.ts';
import { s3Storage } from './storage/s3-storage.ts';

// Every outside provider, chosen from the configuration: the real one when it is configured,
// else an offline default that behaves like it. A new provider adds its adapter folder and
// one entry here.

export type Adapters = Pick<
  Deps,
  'sms' | 'email' | 'storage' | 'localStorage' | 'social' | 'payments' | 'paymentSandbox'
>;

export async function buildAdapters(
  config: Config,
  opts: { secret: Uint8Array; log: FastifyBaseLogger; sms?: SmsSender | undefined; db: Database['db'] },
): Promise<Adapters> {
  const local: LocalStorage | null = config.S3_BUCKET
    ? null
    : localStorage({ dataDir: config.dataDir, secret: deriveKey(opts.secret, 'storage') });
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
      : consoleSms({ dataDir: config.dataDir, log: opts.log }));

  const email = config.SMTP_URL
    ? await smtpEmail({
        url: config.SMTP_URL,
        from: config.EMAIL_FROM ?? `${config.BRAND_NAME} <${config.noReplyEmail}>`,
      })
    : outboxEmail({ dataDir: config.dataDir, log: opts.log });

  const social: Deps['social'] = {};
  if (config.GOOGLE_CLIENT_ID)
    social.google = googleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL });
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET)
    social.facebook = facebookVerifier({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
    });

  // The sandbox signs with the configured secrets when set; otherwise with secrets derived from
  // the app's signing secret (kept in the database), so every instance checks the same signatures.
  const derived = (purpose: string) => Buffer.from(deriveKey(opts.secret, purpose)).toString('hex');
  const paymentSandbox =
    config.paymentProvider === 'sandbox'
      ? sandboxPayments({
          db: opts.db,
          keySecret: config.RAZORPAY_KEY_SECRET ?? derived('payment-sandbox-key'),
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? derived('payment-sandbox-webhook'),
        })
      : null;
  const payments =
    paymentSandbox ??
    (await razorpayPayments({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
    }));

  return { sms, email, storage, localStorage: local, social, payments, paymentSandbox };
}
