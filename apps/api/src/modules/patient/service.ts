import { todayIso } from '@care/contracts/common/dates';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { pregnancyChoice, pregnancyInterestAllowed } from '@care/contracts/patient/rules';
import type { ProfileSaveBody } from '@care/contracts/patient/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { findUpload } from '../files/index.ts';
import { type NewPatientRow, type PatientRow, updatePatient } from './repository.ts';

// Saving a profile: the rules live in contracts (patient/rules.ts, shared with the web form and
// registration); this puts them together with the upload it may point at and the old picture.

/** Absent fields stay as they were (the tribe modal sends only name and tribe). */
export async function saveProfile(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  current: PatientRow,
  body: ProfileSaveBody,
  log: FastifyBaseLogger,
): Promise<PatientRow> {
  const now = deps.clock.now();
  const [firstName, ...rest] = body.name.trim().split(/\s+/);
  const changes: Partial<NewPatientRow> = { firstName: firstName!, lastName: rest.join(' ') };
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.dob !== undefined) changes.dob = body.dob;
  if (body.tribe !== undefined) changes.tribe = body.tribe;
  if (body.interest !== undefined) {
    changes.interest = body.interest;
    Object.assign(changes, pregnancyChoice({ ...body, interest: body.interest }, current, todayIso(now)));
  }
  if (!pregnancyInterestAllowed(changes.gender ?? current.gender, changes.interest ?? current.interest))
    throw badRequest(pm.pregnancyForWomenOnly);

  if (body.profile_pic !== undefined && body.profile_pic !== current.profilePic) {
    if (body.profile_pic === null) changes.profilePic = null;
    else {
      // Only a picture this patient uploaded, and that arrived, may become the profile picture.
      const upload = await findUpload(deps.db, body.profile_pic);
      if (!upload || upload.patientId !== current.id || upload.folder !== 'patient' || !upload.uploadedAt)
        throw badRequest(pm.picNotUploaded);
      changes.profilePic = body.profile_pic;
    }
  }
  const row = await updatePatient(deps.db, current.id, changes, now);
  if (current.profilePic && current.profilePic !== row.profilePic) await removePicture(deps, current, log);
  return row;
}

export async function removeProfilePicture(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  current: PatientRow,
  log: FastifyBaseLogger,
): Promise<PatientRow> {
  const row = await updatePatient(deps.db, current.id, { profilePic: null }, deps.clock.now());
  if (current.profilePic) await removePicture(deps, current, log);
  return row;
}

/** The file goes after the row: a file left behind is harmless, a row pointing nowhere is not. */
async function removePicture(deps: Pick<Deps, 'storage'>, current: PatientRow, log: FastifyBaseLogger) {
  await deps.storage.remove(current.profilePic!).catch((err) => log.warn({ err }, 'old picture not removed'));
}
