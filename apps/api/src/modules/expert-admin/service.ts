import { todayIso } from '@care/contracts/common/dates';
import { expertAdminMessages as m } from '@care/contracts/expert-admin/messages';
import type { StaffExpertCreateBody, StaffExpertUpdateBody } from '@care/contracts/expert-admin/schemas';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { answerChangesOf } from '../../lib/public-answers.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import {
  clearExpertPhoto,
  type ExpertRow,
  findExpertById,
  insertExpert,
  ownProfileRefusal,
  type PreparedPhoto,
  replaceExpertPhoto,
  setExpertActive,
  updateExpert,
} from '../experts/index.ts';
import { inviteNewExpertIn, recordStaffChange } from '../staff/index.ts';
import { auditRecordOf, changedFields, expertFieldsOf, expertName } from './present.ts';

// Operations' changes to experts (issue 22). Each is one transaction that makes the change,
// records it in the audit log (who, when, before and after, fees included) and drops the public
// answers showing the expert (the expert list, their page and slots) on every instance: patients
// see the change on their next read, and an inactive expert at once disappears from the lists and
// slots and cannot be booked (booking checks `active` under the expert's lock).

type ServiceDeps = Pick<Deps, 'db' | 'database' | 'clock' | 'config'>;
type Staff = Pick<StaffCaller, 'id' | 'role' | 'fullName'>;

/** Why these fields cannot be saved for an expert of this type (a message), or null. */
function refusal(type: string, b: StaffExpertUpdateBody, now: Date): string | null {
  if (b.practising_since > todayIso(now)) return m.practisingSinceFuture;
  // The lists hold the common-master values the patient app filters and labels by (own-profile.ts).
  return ownProfileRefusal(type, {
    description: b.description,
    shortDescription: b.short_description,
    languages: b.languages,
    approaches: b.approaches,
    concerns: b.concerns,
  });
}

/**
 * Adds an expert; with an e-mail, also a console invite for an expert account linked to them,
 * in the same transaction (both or neither), its e-mail in the outbox (the caller delivers
 * `outboxIds` after the commit).
 *
 * Why operations may invite here, though only admins hold `staff.invite`: the account this
 * invite makes can act for this new expert only, who has no patients, appointments or notes yet,
 * so it opens nothing that exists. Giving console access to an existing expert profile (whose
 * appointments and clinical notes an account would open) stays an admin's decision, through
 * POST /api/staff/invites.
 */
export async function createExpert(deps: ServiceDeps, staff: Staff, b: StaffExpertCreateBody, site: string) {
  const now = deps.clock.now();
  const refused = refusal(b.type, b, now);
  if (refused) throw badRequest(refused);
  return deps.db.transaction(async (tx) => {
    const row = await insertExpert(tx, b.type, expertFieldsOf(b));
    await answerChangesOf(deps.database).announce(tx, [row.id]);
    await recordStaffChange(tx, {
      staff,
      action: 'expert.create',
      subject: 'expert',
      subjectId: row.id,
      summary: `${expertName(row)} added (${row.type.toUpperCase()})${b.email ? `, console invite to ${b.email}` : ''}`,
      before: null,
      after: auditRecordOf(row),
      now,
    });
    const invited = b.email
      ? await inviteNewExpertIn(
          tx,
          deps,
          { email: b.email, fullName: expertName(row), expertId: row.id, invitedBy: staff.id },
          site,
        )
      : null;
    return { expert: row, invite: invited?.invite ?? null, outboxIds: invited?.outboxIds ?? [] };
  });
}

/** Saves an expert's profile and fees; 404 for no such expert. An edit that changes nothing records nothing. */
export async function editExpert(deps: ServiceDeps, staff: Staff, id: string, b: StaffExpertUpdateBody) {
  const now = deps.clock.now();
  const current = await findExpertById(deps.db, id);
  if (!current) throw notFound(m.notFound);
  const refused = refusal(current.type, b, now);
  if (refused) throw badRequest(refused);
  return deps.db.transaction(async (tx) => {
    const saved = await updateExpert(tx, id, expertFieldsOf(b));
    if (!saved) throw notFound(m.notFound);
    const diff = changedFields(saved.before, saved.after);
    if (diff.keys.length > 0) {
      await answerChangesOf(deps.database).announce(tx, [id]);
      await recordStaffChange(tx, {
        staff,
        action: 'expert.update',
        subject: 'expert',
        subjectId: id,
        summary: `${expertName(saved.after)}: ${diff.keys.join(', ')} changed`,
        before: diff.before,
        after: diff.after,
        now,
      });
    }
    return saved.after;
  });
}

/**
 * Deactivates (active false) or reactivates an expert, from the other state only: 409 when it
 * already is, 404 for no such expert. The expert's confirmed appointments are kept: they still
 * take place (or are cancelled one by one, with their refunds); only new bookings stop.
 */
export async function setActive(deps: ServiceDeps, staff: Staff, id: string, active: boolean) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const set = await setExpertActive(tx, id, active);
    if (!set) throw notFound(m.notFound);
    if (set.result === 'unchanged') throw conflict(active ? m.alreadyActive : m.alreadyInactive);
    await answerChangesOf(deps.database).announce(tx, [id]);
    await recordStaffChange(tx, {
      staff,
      action: active ? 'expert.reactivate' : 'expert.deactivate',
      subject: 'expert',
      subjectId: id,
      summary: `${expertName(set.row)} ${active ? 'reactivated' : 'deactivated'}`,
      before: { active: !active },
      after: { active },
      now,
    });
    return set.row;
  });
}

/** Replaces (photo) or removes (null) an expert's photo; 404 for no such expert. */
export async function changePhoto(
  deps: ServiceDeps,
  staff: Staff,
  id: string,
  photo: PreparedPhoto | null,
): Promise<ExpertRow> {
  const now = deps.clock.now();
  const before = await findExpertById(deps.db, id);
  if (!before) throw notFound(m.notFound);
  return deps.db.transaction(async (tx) => {
    const saved = photo ? await replaceExpertPhoto(tx, id, staff.id, photo) : await clearExpertPhoto(tx, id);
    if (!saved) throw notFound(m.notFound);
    await answerChangesOf(deps.database).announce(tx, [id]);
    await recordStaffChange(tx, {
      staff,
      action: photo ? 'expert.photo' : 'expert.photo_remove',
      subject: 'expert',
      subjectId: id,
      summary: `${expertName(saved)}: photo ${photo ? 'uploaded' : 'removed'}`,
      before: { profile_picture: before.profilePicture },
      after: { profile_picture: saved.profilePicture },
      now,
    });
    return saved;
  });
}
