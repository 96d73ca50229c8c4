import { staffInviteBody } from '@care/contracts/staff/schemas';
import type { Deps } from '../../deps.ts';
import { validationMessage } from '../../lib/validation-message.ts';
import { createStaffInvite } from './invites.ts';
import { activeAdminExists } from './repository.ts';

// The first admin of a fresh install: a command (src/staff-invite-admin.ts) makes an admin
// invite and prints its link, so no default password ever exists. Refused while an active
// admin exists (they invite from the console), unless forced: an admin who lost their
// authenticator and is the only one.

export class FirstAdminRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FirstAdminRefused';
  }
}

export async function inviteFirstAdmin(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  opts: { email: string; fullName: string; force?: boolean },
): Promise<{ url: string; expiresAt: Date; outboxIds: string[] }> {
  // The console's own rules for an invite (e-mail, name), so the command accepts what the form would.
  const parsed = staffInviteBody.safeParse({ email: opts.email, full_name: opts.fullName, role: 'admin' });
  if (!parsed.success) throw new FirstAdminRefused(validationMessage(parsed.error.issues));
  if (!opts.force && (await activeAdminExists(deps.db)))
    throw new FirstAdminRefused(
      'An active admin account exists: invite admins from the console, or pass --force (for example when the only admin has lost their authenticator).',
    );
  const { email, full_name } = parsed.data;
  const created = await createStaffInvite(
    deps,
    { email, fullName: full_name, role: 'admin', expertId: null, invitedBy: null },
    deps.config.PUBLIC_URL,
  );
  return { url: created.url, expiresAt: created.invite.expiresAt, outboxIds: created.outboxIds };
}
