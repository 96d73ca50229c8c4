import { toRupees } from '@care/contracts/common/money';
import type { Doctor, ListedDoctor } from '@care/contracts/experts/schemas';
import { type MediaBases, mediaUrlOf } from '../../lib/media-url.ts';
import { pictureKeys } from '../../lib/raster-media.ts';
import type { ListedExpertRow } from './list-extras.ts';
import type { ExpertRow } from './repository.ts';
import { approachLabel, concernLabel, languageLabel, sameLabel } from './search-text.ts';

/** The spec's Doctor of an expert row. */
export function presentDoctor(e: ExpertRow, media: MediaBases, today: string): Doctor {
  const concerns = e.concerns.map((value) => ({ value, label: concernLabel(value) }));
  // The spec's profile_picture stays a picture the phone apps can show: the PNG of a drawing, or
  // the JPEG of an uploaded photo (served by this API, whatever MEDIA_BASE_URL says).
  const picture = pictureKeys(e.profilePicture);
  return {
    _id: e.id,
    salutation: { value: e.salutation },
    fname: e.firstName,
    lname: e.lastName,
    gender: e.gender,
    pronoun: e.pronoun,
    profile_picture: mediaUrlOf(media, picture.image),
    // A speciality that is also one of the expert's concerns is shown once, as the concern
    // ('Grief and Loss' beside 'Grief & Loss' was listed twice: issue 19).
    speciality: e.specialities
      .filter((s) => !concerns.some((c) => sameLabel(c.label, s)))
      .map((value) => ({ value })),
    language: e.languages.map((v) => ({ value: languageLabel(v) })),
    qualification: e.qualification,
    description: e.description,
    short_description: e.shortDescription,
    exprience: e.practisingSince,
    tier_1_fee: toRupees(e.tier1Fee),
    tier_2_fee: toRupees(e.tier2Fee),
    self_fee: toRupees(e.selfFee),
    couple_fee: toRupees(e.coupleFee),
    family_fee: toRupees(e.familyFee),
    medicine_fee: toRupees(e.medicineFee),
    clinic_address_line1: e.clinicAddressLine1,
    clinic_address_line2: e.clinicAddressLine2,
    clinic_city: e.clinicCity,
    clinic_state: e.clinicState,
    clinic_country: e.clinicCountry,
    clinic_postal_code: e.clinicPostalCode,
    country: e.country,
    mobile_number: e.mobileNumber,
    type: e.type as Doctor['type'],
    customer_support: e.customerSupport,
    hospital: { _id: e.hospitalId },
    years_of_experience: wholeYearsBetween(e.practisingSince, today),
    // A medical council or RCI number; '' for an expert without one (seed/content/experts.ts).
    registration_no: e.registrationNo.trim(),
    concerns,
    expert_approaches: e.approaches.map((value) => ({ value, label: approachLabel(value) })),
  };
}

/** The Doctor with what the expert list and the expert's page add (ours, issue 19). */
export function presentListedDoctor(row: ListedExpertRow, media: MediaBases, today: string): ListedDoctor {
  return {
    ...presentDoctor(row.expert, media, today),
    // Null for an uploaded photo: it is a JPEG, with no drawing behind it.
    profile_picture_svg: mediaUrlOf(media, pictureKeys(row.expert.profilePicture).svg),
    next_available: row.nextAvailable,
    rating_average: row.ratingCount > 0 ? row.ratingAverage : null,
    rating_count: row.ratingCount,
    session_minutes: row.sessionMinutes,
  };
}

function wholeYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
  return Math.max(0, years);
}
