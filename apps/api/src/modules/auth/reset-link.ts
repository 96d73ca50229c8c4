import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RESET_LINK_VALID_MINUTES } from '@care/contracts/auth/constants';
import { todayIso } from '@care/contracts/common/dates';
import type { FastifyBaseLogger } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { deriveKey } from '../../lib/secrets.ts';
import { deliverNow, emailMessage, enqueueMessages, textMessage } from '../outbox/index.ts';
import type { PatientRow } from '../patient/index.ts';

// The e-mailed password-reset link, for when reset codes are paused for an account (issue 18),
// and the notice that tells the owner codes are being burned.
//
// The link's token is signed under a key of its own (never a session key) and stored nowhere:
// it names the account, carries 128 random bits (jti), expires after 30 minutes, and is bound to
// the account's session epoch and to a keyed fingerprint of its password hash. Setting the
// password moves the epoch (one conditional UPDATE, patient's setPasswordAtEpoch), so the link
// works once and stops working at any other password change or sign-out-everywhere. The one
// copy outside the patient's mailbox is the outbox row that carries the e-mail, useless after
// those 30 minutes.

const ISSUER = 'care-api/reset';
const TYP = 'reset-link';
/** 16 random bytes (128 bits), base64url. */
const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
/** A new link at most once per this many ms per account (see emailResetLink). */
const LINK_SLOT_MS = RESET_LINK_VALID_MINUTES * 60_000;

type Keys = Pick<Deps, 'tokenKeys'>['tokenKeys'];
type Account = Pick<PatientRow, 'id' | 'sessionEpoch' | 'passwordHash'>;

const linkKey = (keys: Keys) => deriveKey(keys.secret, 'reset-link');

/** The password hash, keyed and cut to 128 bits: the token must not carry the hash itself. */
function fingerprint(keys: Keys, passwordHash: string | null): string {
  return createHmac('sha256', linkKey(keys))
    .update(`password:${passwordHash ?? ''}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export async function signResetLink(keys: Keys, account: Account, now: Date): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYP, ep: account.sessionEpoch, pw: fingerprint(keys, account.passwordHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(account.id)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + RESET_LINK_VALID_MINUTES * 60)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(linkKey(keys));
}

/** The account and epoch a link names, or null (forged, expired, or not a reset link). */
export async function readResetLink(
  keys: Keys,
  token: string,
  now: Date,
): Promise<{ patientId: string; epoch: number; pw: string } | null> {
  try {
    const { payload: p } = await jwtVerify(token, linkKey(keys), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
    });
    if (p.typ !== TYP || typeof p.sub !== 'string' || !isUuid(p.sub)) return null;
    if (typeof p.ep !== 'number' || typeof p.pw !== 'string' || !LINK_ID.test(p.jti ?? '')) return null;
    return { patientId: p.sub, epoch: p.ep, pw: p.pw };
  } catch {
    return null;
  }
}

/** True while the account is as it was when the link was signed (same epoch and password). */
export function linkStillFits(keys: Keys, link: { epoch: number; pw: string }, account: Account): boolean {
  const now = Buffer.from(fingerprint(keys, account.passwordHash));
  const then = Buffer.from(link.pw);
  return account.sessionEpoch === link.epoch && now.length === then.length && timingSafeEqual(now, then);
}

/** The web page that opens a link; the token rides in the fragment, which no server or log sees. */
export function resetLinkAddress(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}

type SendDeps = Pick<Deps, 'db' | 'sms' | 'email' | 'clock' | 'config' | 'tokenKeys'>;

/**
 * E-mails the account a reset link, when codes are paused for it. One per account per 30-minute
 * slot (the outbox's dedupe key): whoever keeps asking, the mailbox gets at most two an hour,
 * and a link sent in the current slot is still valid whenever the answer says one was sent.
 */
export async function emailResetLink(
  deps: SendDeps,
  log: FastifyBaseLogger,
  account: PatientRow,
): Promise<void> {
  if (!account.email) return;
  const now = deps.clock.now();
  const link = resetLinkAddress(deps.config.PUBLIC_URL, await signResetLink(deps.tokenKeys, account, now));
  const brand = deps.config.BRAND_NAME;
  const slot = Math.floor(now.getTime() / LINK_SLOT_MS);
  const ids = await enqueueMessages(
    deps.db,
    [
      emailMessage(
        {
          to: account.email,
          subject: `Reset your ${brand} password`,
          text: [
            `Hello ${account.firstName},`,
            'Too many password-reset codes were asked for or entered wrongly for your account, so we have paused codes for it. You can still set a new password with this link:',
            link,
            `The link works once, within ${RESET_LINK_VALID_MINUTES} minutes.`,
            'If you did not try to reset your password, you need not do anything: your password has not changed. Please do not forward this e-mail.',
            brand,
          ].join('\n\n'),
        },
        'auth.reset-link',
        `auth.reset-link:${account.id}:${slot}`,
      ),
    ],
    now,
  );
  await deliverNow(deps, log, ids);
}

/**
 * The notice that codes are being burned, by text and e-mail, written in the transaction of the
 * try that reaches the day's cap; at most once a day per account (dedupe key on the India date).
 * No code and nothing about anyone's health: a text can be read on a locked screen.
 */
export async function queueCodesBurnedNotice(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  account: PatientRow,
  now: Date,
): Promise<string[]> {
  const brand = deps.config.BRAND_NAME;
  const day = `auth.reset-notice:${account.id}:${todayIso(now)}`;
  // The try that sends this notice is answered "paused", which e-mails the link (the route).
  const ifYou = account.email
    ? 'If this was you, set a new password with the link we have e-mailed you.'
    : 'If this was you, please ask for a new code tomorrow.';
  const text = `${brand}: many wrong password-reset codes were entered for your account today, so codes are paused. Your password has not changed. ${ifYou}`;
  const messages = [textMessage(account.phone, text, 'auth.reset-notice', `${day}:sms`)];
  if (account.email) {
    messages.push(
      emailMessage(
        {
          to: account.email,
          subject: `Wrong password-reset codes were entered for your ${brand} account`,
          text: [
            `Hello ${account.firstName},`,
            'Many wrong password-reset codes were entered for your account today, so we have paused reset codes for it.',
            'Your password has not changed. If this was not you, you need not do anything; never share a code we text you with anyone.',
            'If it was you, set a new password with the link in the e-mail we have sent you separately.',
            brand,
          ].join('\n\n'),
        },
        'auth.reset-notice',
        `${day}:email`,
      ),
    );
  }
  return enqueueMessages(tx, messages, now);
}
