import path from 'node:path';
import { type IceServer, iceServerSchema } from '@care/contracts/meeting/schemas';
import { z } from 'zod';

// Every setting comes from the environment (documented in README.md and .env.example).
// Empty strings count as unset so a blank line in .env does not switch a provider on.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = () => z.preprocess(blankToUndefined, z.string().optional());
const bool = (def: boolean) =>
  z
    .preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: opt(),
  REDIS_URL: opt(),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.string().default('info')),
  JWT_SECRET: opt(),
  SESSION_TTL_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  /**
   * Origins allowed to call the API from a browser, comma-separated. Unset: any origin (the API
   * reads no cookies, so an allowed origin gains nothing a native client does not have).
   */
  CORS_ORIGINS: opt(),
  /**
   * The site's public address (https://care.example): the base of every link the API writes.
   * Development and test default to http://localhost:$PORT; production requires it.
   */
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i,
        'an absolute http(s) address such as https://care.example',
      )
      .optional(),
  ),
  WEB_DIST: opt(),
  CONSOLE_DIST: opt(),
  SEED_DEMO: bool(true),
  TRUST_PROXY: bool(false),
  RATE_LIMIT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(600)),
  // Brand and client settings
  BRAND_NAME: z.preprocess(blankToUndefined, z.string().default('Lilac Genomics & Care')),
  BRAND_PHONE: z.preprocess(blankToUndefined, z.string().default('+91 80 4719 2200')),
  BRAND_EMAIL: z.preprocess(blankToUndefined, z.string().default('care@lilac.example')),
  BRAND_ADDRESS: z.preprocess(
    blankToUndefined,
    z.string().default('4th Floor, Prestige Meridian, 29 MG Road, Bengaluru, Karnataka 560001'),
  ),
  /**
   * The provider as its receipts name it (issue 19): legal name and address (default BRAND_NAME
   * and BRAND_ADDRESS), and, when registered for GST, the GSTIN and the rate (percent, included
   * in the amount). Without both the receipt says health care services are exempt (SAC 9993).
   */
  PROVIDER_LEGAL_NAME: opt(),
  PROVIDER_ADDRESS: opt(),
  PROVIDER_GSTIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'a 15-character GSTIN such as 29ABCDE1234F1Z5')
      .optional(),
  ),
  PROVIDER_GST_RATE: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(28).optional()),
  ASSISTANT_NAME: z.preprocess(blankToUndefined, z.string().default('Sehej')),
  /**
   * The consultation room: Jitsi (self-hosted, or JaaS) when JITSI_DOMAIN is set, with a token
   * signed by JITSI_APP_ID and JITSI_APP_SECRET when the deployment uses token authentication;
   * otherwise the built-in one-to-one WebRTC room, signalled through this API.
   */
  JITSI_DOMAIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a host name such as meet.example.com')
      .optional(),
  ),
  JITSI_APP_ID: opt(),
  JITSI_APP_SECRET: opt(),
  /** The built-in room's STUN/TURN servers, as RTCIceServer JSON (none: direct connections only). */
  ICE_SERVERS: opt(),
  APP_STORE_URL: z.preprocess(blankToUndefined, z.string().default('https://apps.apple.com/in/')),
  PLAY_STORE_URL: z.preprocess(blankToUndefined, z.string().default('https://play.google.com/store/apps')),
  // Providers (each off unless configured)
  /**
   * Razorpay: with RAZORPAY_KEY_ID (and its secret) the official SDK and Razorpay Checkout;
   * without it a local sandbox that behaves like Razorpay (ids, signatures, webhooks). The key
   * and webhook secrets sign the sandbox's payments when set; else they are generated and kept
   * in the data folder.
   */
  RAZORPAY_KEY_ID: opt(),
  RAZORPAY_KEY_SECRET: opt(),
  RAZORPAY_WEBHOOK_SECRET: opt(),
  /** Production refuses the payment sandbox unless this is set (a staging machine). */
  PAYMENT_SANDBOX: bool(false),
  /** How long a chosen slot is held for the patient before it is free again (spec: 10). */
  BOOKING_HOLD_MINUTES: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(60).default(10)),
  /** How often pending payments are checked with the provider (0 turns the job off). */
  PAYMENT_RECONCILE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(3600).default(180),
  ),
  /**
   * How long an instance answers the public expert list and slot lists from memory (writes drop
   * entries at once, see lib/public-answers.ts). Unset: 3000, or 0 (off) under NODE_ENV=test,
   * where tests write rows straight into the database and expect the next answer to show them.
   */
  PUBLIC_ANSWER_CACHE_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(60_000).optional(),
  ),
  GOOGLE_CLIENT_ID: opt(),
  GOOGLE_JWKS_URL: z.preprocess(
    blankToUndefined,
    z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  FACEBOOK_APP_ID: opt(),
  FACEBOOK_APP_SECRET: opt(),
  FACEBOOK_GRAPH_URL: z.preprocess(blankToUndefined, z.string().url().default('https://graph.facebook.com')),
  TWILIO_ACCOUNT_SID: opt(),
  TWILIO_AUTH_TOKEN: opt(),
  TWILIO_FROM: opt(),
  /**
   * Production refuses to start without an SMS sender (sign-up and password reset would
   * answer "sent" and text nothing). A staging machine may opt into the outbox file instead.
   */
  SMS_OUTBOX: bool(false),
  /** SMTP for e-mail (smtps://user:pass@host); without it e-mails go to $DATA_DIR/email-outbox.jsonl. */
  SMTP_URL: opt(),
  EMAIL_FROM: opt(),
  /** Production refuses to start without SMTP unless a staging machine opts into the outbox. */
  EMAIL_OUTBOX: bool(false),
  /** How often due appointment messages (confirmation e-mail, reminders, cancellation) are sent (0: off). */
  MESSAGE_JOB_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
  /** Serve the interactive API docs at /docs (default: on outside production). */
  API_DOCS: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  S3_BUCKET: opt(),
  S3_REGION: opt(),
  S3_ENDPOINT: opt(),
  /** Where article and pregnancy media are served from (a bucket or CDN); /media on this server when unset. */
  MEDIA_BASE_URL: opt(),
  MEDIA_DIR: opt(),
  ASSETLINKS_JSON: opt(),
  ANDROID_PACKAGE_NAME: opt(),
  /** The app's signing certificates' SHA-256 fingerprints (AB:CD:...), comma-separated. */
  ANDROID_SHA256_CERT_FINGERPRINTS: opt(),
  /** The earlier name of ANDROID_SHA256_CERT_FINGERPRINTS, still read. */
  ANDROID_SHA256_FINGERPRINTS: opt(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  /**
   * The site's address without a trailing slash: PUBLIC_URL, or http://localhost:$PORT outside
   * production. Messages sent by jobs (texts, e-mails) have no request and always use it.
   */
  PUBLIC_URL: string;
  /**
   * Whether PUBLIC_URL was configured. When it was, answers use it too; when not, answers use
   * the address the request came to (lib/site-url.ts), so a phone on the LAN gets links it can open.
   */
  publicUrlConfigured: boolean;
  dataDir: string;
  webDist: string;
  /** The built staff console (apps/console/dist), served at /console. */
  consoleDist: string;
  mediaDir: string;
  /** Prefix of media addresses, without a trailing slash (relative to the site when it starts with /). */
  mediaBaseUrl: string;
  /** '*' (any origin, no credentials) or the listed origins. */
  corsOrigins: '*' | string[];
  isProduction: boolean;
  apiDocs: boolean;
  /** Texts go through Twilio; otherwise they are appended to the outbox file. */
  smsProvider: 'twilio' | 'outbox';
  /** Razorpay when its key is set; otherwise the local sandbox. */
  paymentProvider: 'razorpay' | 'sandbox';
  /** Jitsi when JITSI_DOMAIN is set; otherwise the built-in WebRTC room. */
  videoProvider: 'jitsi' | 'webrtc';
  iceServers: IceServer[];
  /**
   * The address e-mails come from and calendar invites name as ORGANIZER: EMAIL_FROM's address,
   * or no-reply@ the domain of BRAND_EMAIL (replies to an automatic message reach no one).
   */
  noReplyEmail: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const smsProvider = e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM ? 'twilio' : 'outbox';
  if (isProduction && smsProvider === 'outbox' && !e.SMS_OUTBOX) {
    throw new Error(
      'Invalid configuration: production needs an SMS sender. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or SMS_OUTBOX=true on a staging machine to write texts to $DATA_DIR/sms-outbox.jsonl).',
    );
  }
  const paymentProvider = e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET ? 'razorpay' : 'sandbox';
  if (isProduction && paymentProvider === 'sandbox' && !e.PAYMENT_SANDBOX) {
    throw new Error(
      'Invalid configuration: production needs a payment provider. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (or PAYMENT_SANDBOX=true on a staging machine).',
    );
  }
  if (isProduction && !e.SMTP_URL && !e.EMAIL_OUTBOX) {
    throw new Error(
      'Invalid configuration: production needs an e-mail sender. Set SMTP_URL and EMAIL_FROM (or EMAIL_OUTBOX=true on a staging machine to write e-mails to $DATA_DIR/email-outbox.jsonl).',
    );
  }
  // Texts and e-mails carry the intake and room links, so production must know its address;
  // elsewhere the quick start's address stands in.
  if (isProduction && !e.PUBLIC_URL) {
    throw new Error(
      "Invalid configuration PUBLIC_URL: production needs the site's public address (https://...) for the links in texts, e-mails and answers.",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const iceServers = parseIceServers(e.ICE_SERVERS);
  return {
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    ANDROID_SHA256_CERT_FINGERPRINTS: e.ANDROID_SHA256_CERT_FINGERPRINTS ?? e.ANDROID_SHA256_FINGERPRINTS,
    dataDir,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? path.join(import.meta.dirname, '../../console/dist')),
    // apps/api/media, from both src/ (dev, tests) and dist/ (production build).
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(import.meta.dirname, '../media')),
    mediaBaseUrl: (e.MEDIA_BASE_URL ?? '/media').replace(/\/+$/, ''),
    corsOrigins: corsOriginsOf(e.CORS_ORIGINS),
    isProduction,
    apiDocs: e.API_DOCS === undefined ? !isProduction : e.API_DOCS === 'true' || e.API_DOCS === '1',
    smsProvider,
    paymentProvider,
    videoProvider: e.JITSI_DOMAIN ? 'jitsi' : 'webrtc',
    iceServers,
    noReplyEmail: noReplyEmail(e.EMAIL_FROM, e.BRAND_EMAIL),
  };
}

/** 'Lilac <no-reply@lilac.in>' or 'no-reply@lilac.in' gives the address; else no-reply@ BRAND_EMAIL's domain. */
function noReplyEmail(from: string | undefined, brandEmail: string): string {
  const address = from?.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? from?.trim();
  if (address && /^[^\s@<>]+@[^\s@<>]+$/.test(address)) return address;
  return `no-reply@${brandEmail.split('@')[1] ?? 'localhost'}`;
}

function corsOriginsOf(raw: string | undefined): '*' | string[] {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.length === 0 || list.includes('*') ? '*' : list;
}

function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration ICE_SERVERS: not JSON (an array of {urls, username, credential})');
  }
  const parsed = z.array(iceServerSchema).safeParse(json);
  if (!parsed.success)
    throw new Error('Invalid configuration ICE_SERVERS: expected an array of {urls, username, credential}');
  return parsed.data;
}
