import { storedWeek, todayIso } from '@care/contracts/common/dates';
import type { Patient } from '@care/contracts/patient/schemas';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { PatientRow } from './repository.ts';

/** The patient as the API shows it; the response schema strips anything not listed there. */
export async function presentPatient(row: PatientRow, storage: FileStorage, now: Date): Promise<Patient> {
  const patient = {
    patient_id: row.patientCode,
    name: { firstName: row.firstName, lastName: row.lastName },
    email: row.email,
    dob: row.dob,
    phone: row.phone,
    gender: row.gender as Patient['gender'],
    tribe: row.tribe,
    interest: row.interest,
    lmp: row.lmp,
    lmp_as_of: row.lmpAsOf,
    conceive_status: row.conceiveStatus as Patient['conceive_status'],
    profile_pic: row.profilePic,
    profile_pic_url: row.profilePic ? await storage.presignDownload(row.profilePic) : null,
    week: 0,
  };
  patient.week = storedWeek(patient, todayIso(now));
  return patient;
}
