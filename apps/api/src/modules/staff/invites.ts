import { createHash, randomBytes } from 'node:crypto';
import { STAFF_INVITE_HOURS, type StaffRole } from '@care/contracts/staff/constants';
import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { emailBody } from '../../lib/email-html.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { emailMessage, enqueueMessages } from '../outbox/index.ts';
import { expertDisplayName, presentPendingInvite } from './present.ts';
import {
  claimInvite,
  findInviteByTokenHash,
  findStaffByEmail,
  findStaffByExpertId,
  type InviteRow,
  insertInvite,
  insertStaffAccount,
  listPendingInvites,
  lockInviteEmail,
  type StaffRow,
  setInviteSecretOnce,
  withdrawInvite,
  withdrawPendingInvitesFor,
} from './repository.ts';
import { openSecret, sealSecret, totpSecretKey } from './secret-box.ts';
import { newTotpSecret, totpQrSvg, totpStepOf, totpUri } from './totp.ts';

// Invites are how a console account comes to be (there is no default password, not even for
// the first admin: see first-admin.ts). An invite is a link with 256 random bits; only their
// SHA-256 is stored, so the table alone opens nothing. The link lives STAFF_INVITE_HOURS and is
// used once: accepting claims it by a conditional UPDATE in the transaction that makes the
// account. Opening the link draws the TOTP secret once (a reload shows the same one).
//
// One link at a time per e-mail: a new invite withdraws the pending ones for the same e-mail, and
// an admin may withdraw any pending invite. Withdrawing ends the invite's life at that instant
// (no column of its own), so a withdrawn link answers as an expired one.
//
// Status codes: an unknown or used link is 400 inviteInvalid; an expired or withdrawn one is 410
// inviteExpired (gone, as the app's other expired links: payment and intake).

const TOKEN_BYTES = 32;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The console page that opens an invite; the token rides in the fragment, which no server or log sees. */
export const inviteAddress = (site: string, token: string) =>
  `${site.replace(/\/+$/, '')}/console/invite#${token}`;

export interface NewInvite {
  email: string;
  fullName: string;
  role: StaffRole;
  expertId: string | null;
  /** The admin who sent it; null for the first admin's (the command line). */
  invitedBy: string | null;
}

type InviteDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * Makes an invite and writes its e-mail to the outbox in the same transaction (the caller
 * delivers `outboxIds` once it is committed); answers the link too, which an admin may copy.
 * `site` is the address the link starts with (the request's, or PUBLIC_URL).
 */
export async function createStaffInvite(
  deps: InviteDeps,
  given: NewInvite,
  site: string,
): Promise<{ invite: InviteRow; url: string; outboxIds: string[] }> {
  // The contract trims and lower-cases; said again here, as the withdrawal and its lock key on it.
  const invite = { ...given, email: given.email.trim().toLowerCase() };
  if (await findStaffByEmail(deps.db, invite.email)) throw conflict(m.emailTaken);
  if (invite.expertId) {
    // The contract's id check is looser than a uuid column ('-' × 36 passes it).
    const [expert] = isUuid(invite.expertId) ? await findExpertsByIds(deps.db, [invite.expertId]) : [];
    if (!expert) throw notFound(m.expertNotFound);
    if (await findStaffByExpertId(deps.db, invite.expertId)) throw conflict(m.expertTaken);
  }
  return deps.db.transaction((tx) => insertInviteWithEmail(tx, deps, invite, site));
}

/**
 * An invite for the expert profile `expertId` that was just made in the transaction `tx` (issue
 * 22: operations adds an expert and their console invite in one step, so both or neither exist).
 * A new expert has no account yet; an e-mail that already has one is 409 emailTaken.
 */
export async function inviteNewExpertIn(
  tx: Tx,
  deps: InviteDeps,
  given: Omit<NewInvite, 'role'> & { expertId: string },
  site: string,
): Promise<{ invite: InviteRow; url: string; outboxIds: string[] }> {
  const invite = { ...given, role: 'expert' as const, email: given.email.trim().toLowerCase() };
  if (await findStaffByEmail(tx, invite.email)) throw conflict(m.emailTaken);
  return insertInviteWithEmail(tx, deps, invite, site);
}

/** The invite row and its e-mail in the outbox, in `tx` (the caller delivers `outboxIds` after the commit). */
async function insertInviteWithEmail(tx: Tx, deps: InviteDeps, invite: NewInvite, site: string) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const url = inviteAddress(site, token);
  const now = deps.clock.now();
  // Two invites for one e-mail sent at once queue here, so the later withdraws the earlier.
  await lockInviteEmail(tx, invite.email);
  await withdrawPendingInvitesFor(tx, invite.email, now);
  const row = await insertInvite(tx, {
    ...invite,
    tokenHash: hashInviteToken(token),
    expiresAt: new Date(now.getTime() + STAFF_INVITE_HOURS * 3600_000),
    createdAt: now,
  });
  const outboxIds = await enqueueMessages(
    tx,
    [emailMessage(inviteEmail(deps, invite, url, site), 'staff.invite', `staff.invite:${row.id}`)],
    now,
  );
  return { invite: row, url, outboxIds };
}

/** Every pending invite, newest first, with the expert each expert invite names (admins share the list). */
export async function pendingStaffInvites(deps: Pick<Deps, 'db' | 'clock'>) {
  const rows = await listPendingInvites(deps.db, deps.clock.now());
  const experts = await findExpertsByIds(
    deps.db,
    rows.flatMap(({ invite }) => (invite.expertId ? [invite.expertId] : [])),
  );
  const names = new Map(experts.map((e) => [e.id, expertDisplayName(e)]));
  return rows.map(({ invite, invitedByName }) =>
    presentPendingInvite(invite, {
      expertName: invite.expertId ? (names.get(invite.expertId) ?? null) : null,
      invitedByName,
    }),
  );
}

/** Withdraws a pending invite: its link stops working at once; 404 unless it is pending. */
export async function withdrawStaffInvite(deps: Pick<Deps, 'db' | 'clock'>, id: string): Promise<void> {
  if (!(await withdrawInvite(deps.db, id, deps.clock.now()))) throw notFound(m.inviteNotFound);
}

function inviteEmail(deps: Pick<Deps, 'config'>, invite: NewInvite, url: string, site: string) {
  const brand = deps.config.BRAND_NAME;
  const subject = `Your ${brand} console account`;
  return {
    to: invite.email,
    subject,
    ...emailBody({ brand, publicUrl: site }, subject, [
      `Hello ${invite.fullName},`,
      `You have been invited to the ${brand} care console. Open this link to set your password and add the console to your authenticator app (Google Authenticator, Microsoft Authenticator or similar):`,
      url,
      `The link works once, within ${STAFF_INVITE_HOURS} hours. Please do not forward this e-mail: whoever opens the link first sets up the account.`,
      brand,
    ]),
  };
}

/** The invite a link names while it can still be used; else 400 inviteInvalid or 410 inviteExpired. */
async function usableInvite(deps: InviteDeps, token: string, now: Date): Promise<InviteRow> {
  const invite = await findInviteByTokenHash(deps.db, hashInviteToken(token));
  if (!invite || invite.usedAt) throw badRequest(m.inviteInvalid);
  if (invite.expiresAt.getTime() <= now.getTime()) throw new AppError(410, m.inviteExpired);
  return invite;
}

/**
 * Opening the link: what the invitee's authenticator app needs. The secret is drawn on the first
 * opening and kept sealed on the invite (moved to the account on acceptance).
 */
export async function openInvite(deps: InviteDeps & Pick<Deps, 'tokenKeys'>, token: string) {
  const invite = await usableInvite(deps, token, deps.clock.now());
  if (await findStaffByEmail(deps.db, invite.email)) throw conflict(m.emailTaken);
  const key = totpSecretKey(deps.tokenKeys.secret);
  const sealed =
    invite.totpSecretEnc ?? (await setInviteSecretOnce(deps.db, invite.id, sealSecret(key, newTotpSecret())));
  const secret = sealed ? openSecret(key, sealed) : null;
  // Unreadable only if the signing secret changed since it was opened: a new invite is needed.
  if (!secret) throw badRequest(m.inviteInvalid);
  const uri = totpUri(invite.email, secret);
  return {
    email: invite.email,
    full_name: invite.fullName,
    role: invite.role,
    totp_uri: uri,
    totp_secret: secret,
    totp_qr_svg: await totpQrSvg(uri),
    expires_at: invite.expiresAt.toISOString(),
  };
}

/**
 * Accepting: the code proves the authenticator app holds the secret; then, in one transaction,
 * the invite is claimed (still unused and unexpired) and the account made with the code's step
 * already used. A second acceptance finds the invite used (400 inviteInvalid).
 */
export async function acceptInvite(
  deps: InviteDeps & Pick<Deps, 'tokenKeys'>,
  body: { token: string; password: string; code: string },
): Promise<StaffRow> {
  const now = deps.clock.now();
  const invite = await usableInvite(deps, body.token, now);
  const sealed = invite.totpSecretEnc;
  const secret = sealed ? openSecret(totpSecretKey(deps.tokenKeys.secret), sealed) : null;
  // Never opened (no secret a code could come from), or sealed under a signing secret since changed.
  if (!sealed || !secret) throw badRequest(m.inviteInvalid);
  const step = await totpStepOf(secret, body.code, now);
  if (step === null) throw badRequest(m.codeWrong);
  const passwordHash = await hashPassword(body.password);
  return deps.db
    .transaction(async (tx) => {
      if (!(await claimInvite(tx, invite.id, now))) throw badRequest(m.inviteInvalid);
      return insertStaffAccount(tx, {
        email: invite.email,
        fullName: invite.fullName,
        role: invite.role,
        expertId: invite.expertId,
        passwordHash,
        totpSecretEnc: sealed,
        totpLastStep: step,
      });
    })
    .catch(async (err) => {
      // Another invite for the same e-mail or expert was accepted first: the unique index decides
      // (and this invite stays unused, as the transaction rolled back).
      if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
      throw conflict((await findStaffByEmail(deps.db, invite.email)) ? m.emailTaken : m.expertTaken);
    });
}
