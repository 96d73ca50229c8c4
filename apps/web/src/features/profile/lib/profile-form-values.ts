import { signUpFields } from '@care/contracts/auth/schemas';
import { todayIso } from '@care/contracts/common/dates';
import {
  type Gender,
  PREGNANCY_INTEREST,
  PREGNANT_STAGE,
  type Stage,
} from '@care/contracts/patient/constants';
import { type Patient, profileSaveBody } from '@care/contracts/patient/schemas';
import type { ProfileSavePayload } from '../api/save-profile';

export interface ProfileFormValues {
  name: string;
  gender: Gender | null;
  dob: string | null;
  interest: string[];
  conceive_status: Stage | null;
  lmp: string | null;
  tribe: string[];
}

/**
 * The Edit Profile form's rules: the profile save schema, with date of birth and gender made
 * required (the schema leaves them optional because the tribe modal sends only name and tribe).
 */
export const profileFormSchema = profileSaveBody.safeExtend({
  dob: profileSaveBody.shape.dob.unwrap(),
  gender: signUpFields.gender,
});

export function profileFormValues(patient: Patient): ProfileFormValues {
  return {
    name: `${patient.name.firstName} ${patient.name.lastName}`.trim(),
    gender: patient.gender,
    dob: patient.dob,
    interest: patient.interest.filter((i) => i && i !== 'null'),
    conceive_status: patient.conceive_status,
    lmp: patient.lmp,
    tribe: patient.tribe.filter((t) => t && t !== 'null'),
  };
}

/**
 * What profile/save receives (spec section 3). The stage and LMP only go with the pregnancy
 * interest (and the LMP only for 'I am pregnant'); lmp_as_of is today for a new LMP and
 * unchanged when the LMP is.
 */
export function profileSavePayload(
  values: ProfileFormValues,
  patient: Patient,
  today: string = todayIso(),
): ProfileSavePayload {
  const pregnancy = values.interest.includes(PREGNANCY_INTEREST);
  const stage = pregnancy ? values.conceive_status : null;
  const lmp = stage === PREGNANT_STAGE ? values.lmp : null;
  const lmpAsOf = !lmp ? null : lmp === patient.lmp && patient.lmp_as_of ? patient.lmp_as_of : today;
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    gender: values.gender ?? undefined,
    dob: values.dob ?? undefined,
    interest: values.interest,
    tribe: values.tribe.join(','),
    conceive_status: stage,
    lmp,
    lmp_as_of: lmpAsOf,
    profile_pic: patient.profile_pic,
  };
}
