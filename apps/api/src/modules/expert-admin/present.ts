import type { StaffExpert, StaffExpertUpdateBody } from '@care/contracts/expert-admin/schemas';
import { type MediaBases, mediaUrlOf } from '../../lib/media-url.ts';
import { pictureKeys } from '../../lib/raster-media.ts';
import type { ExpertFields, ExpertRow } from '../experts/index.ts';

// An expert as operations sees and writes them (fees in paise), and as the audit log keeps them.

export const expertName = (e: Pick<ExpertRow, 'salutation' | 'firstName' | 'lastName'>) =>
  `${e.salutation} ${e.firstName} ${e.lastName}`.trim();

/** The fields operations edits, in the API's names (fees in paise): one list for the console and the audit log. */
function editableFieldsOf(e: ExpertRow) {
  return {
    type: e.type as StaffExpert['type'],
    salutation: e.salutation,
    first_name: e.firstName,
    last_name: e.lastName,
    gender: e.gender,
    pronoun: e.pronoun,
    qualification: e.qualification,
    registration_no: e.registrationNo,
    short_description: e.shortDescription,
    description: e.description,
    practising_since: e.practisingSince,
    specialities: e.specialities,
    languages: e.languages,
    approaches: e.approaches,
    concerns: e.concerns,
    tier_1_fee_paise: e.tier1Fee,
    tier_2_fee_paise: e.tier2Fee,
    self_fee_paise: e.selfFee,
    couple_fee_paise: e.coupleFee,
    family_fee_paise: e.familyFee,
    medicine_fee_paise: e.medicineFee,
    clinic_address_line1: e.clinicAddressLine1,
    clinic_address_line2: e.clinicAddressLine2,
    clinic_city: e.clinicCity,
    clinic_state: e.clinicState,
    clinic_country: e.clinicCountry,
    clinic_postal_code: e.clinicPostalCode,
    mobile_number: e.mobileNumber,
  };
}

export function presentStaffExpert(e: ExpertRow, media: MediaBases, hasAccount: boolean): StaffExpert {
  return {
    id: e.id,
    ...editableFieldsOf(e),
    name: expertName(e),
    profile_picture: mediaUrlOf(media, pictureKeys(e.profilePicture).image),
    active: e.active,
    has_account: hasAccount,
    created_at: e.createdAt.toISOString(),
  };
}

/** The request's fields as the experts table names them. */
export function expertFieldsOf(b: StaffExpertUpdateBody): ExpertFields {
  return {
    salutation: b.salutation,
    firstName: b.first_name,
    lastName: b.last_name,
    gender: b.gender,
    pronoun: b.pronoun,
    qualification: b.qualification,
    registrationNo: b.registration_no,
    shortDescription: b.short_description,
    description: b.description,
    practisingSince: b.practising_since,
    specialities: b.specialities,
    languages: b.languages,
    approaches: b.approaches,
    concerns: b.concerns,
    tier1Fee: b.tier_1_fee_paise,
    tier2Fee: b.tier_2_fee_paise,
    selfFee: b.self_fee_paise,
    coupleFee: b.couple_fee_paise,
    familyFee: b.family_fee_paise,
    medicineFee: b.medicine_fee_paise,
    clinicAddressLine1: b.clinic_address_line1,
    clinicAddressLine2: b.clinic_address_line2,
    clinicCity: b.clinic_city,
    clinicState: b.clinic_state,
    clinicCountry: b.clinic_country,
    clinicPostalCode: b.clinic_postal_code,
    mobileNumber: b.mobile_number,
  };
}

/**
 * The expert as the audit log keeps it: everything operations may change, fees in paise, in the
 * API's names (so an admin reads the same words as the console's calls). Nothing secret.
 */
export function auditRecordOf(e: ExpertRow): Record<string, unknown> {
  return { ...editableFieldsOf(e), profile_picture: e.profilePicture, active: e.active };
}

/** The fields an edit changed, before and after (an edit that changed nothing has none). */
export function changedFields(before: ExpertRow, after: ExpertRow) {
  const a = auditRecordOf(before);
  const b = auditRecordOf(after);
  const keys = Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, a[k]])),
    after: Object.fromEntries(keys.map((k) => [k, b[k]])),
  };
}
