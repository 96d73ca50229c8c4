import type { SocialProvider } from '@care/contracts/auth/constants';
import type { EmailSender } from './adapters/email/email-sender.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { SandboxPayments } from './adapters/payments/sandbox-payments.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { SocialVerifier } from './adapters/social/social-verifier.ts';
import type { FileStorage } from './adapters/storage/file-storage.ts';
import type { LocalStorage } from './adapters/storage/local-storage.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import type { TokenKeys } from './lib/tokens.ts';

/** What route modules need, built once in app.ts and reached as `app.deps`. */
export interface Deps {
  config: Config;
  /** In-process domain events (lib/events.ts); modules subscribe through their descriptor. */
  events: EventBus;
  database: Database;
  db: Database['db'];
  sms: SmsSender;
  email: EmailSender;
  storage: FileStorage;
  /** Set when storage is the local-disk adapter, which serves its own signed URLs. */
  localStorage: LocalStorage | null;
  social: Partial<Record<SocialProvider, SocialVerifier>>;
  /** Razorpay, or the offline sandbox (then `paymentSandbox` is the same object). */
  payments: PaymentProvider;
  paymentSandbox: SandboxPayments | null;
  tokenKeys: TokenKeys;
  /** Pepper for OTP hashes. */
  otpSecret: Uint8Array;
  /**
   * The time booking holds, slots and payments are judged by. Real time in the app; tests
   * replace it (createTestApp's `clock`) to move past a hold without waiting.
   */
  clock: { now(): Date };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Resolves once the database and adapters are ready (see app.ts). */
    dependencies: Promise<Deps>;
  }
}
