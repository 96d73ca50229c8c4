import type { ApiModule } from '../../lib/api-module.ts';
import { patientRoutes } from './routes.ts';
import { seedDatabase } from './seed.ts';

// Patient: the patients table (accounts and lab records) and the signed-in patient's profile.

export const patientModule: ApiModule = {
  name: 'patient',
  routes: patientRoutes,
  seeds: [
    {
      name: 'demo accounts and reference lists',
      stage: 'demo',
      run: ({ db, log, now }) => seedDatabase(db, log, now),
    },
  ],
};

export { presentPatient } from './present.ts';
export {
  findAccountByEmail,
  findAccountById,
  findAccountByPhone,
  findAccountBySocialId,
  findLabRecord,
  findLabRecordByPhone,
  findPatientById,
  findPatientsByIds,
  insertPatient,
  type NewPatientRow,
  nextPatientCode,
  type PatientRow,
  setPasswordAndEndSessions,
  setPasswordAtEpoch,
  updatePatient,
} from './repository.ts';
