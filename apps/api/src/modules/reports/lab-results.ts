import type { RiskStatus } from '@care/contracts/reports/constants';
import type { Conn } from '../../db/client.ts';
import { testReports } from '../../db/schema/index.ts';

/**
 * A lab result for the patient's Test Reports (issue 22: operations upload it for a lab
 * booking). The files are keys in the test-report folder, arrived uploads of the patient's, so
 * report/file-url serves them to that patient only.
 */
export async function addTestReport(
  db: Conn,
  r: {
    patientId: string;
    testName: string;
    instituteName: string;
    doctorName: string;
    status: RiskStatus;
    fileKeys: string[];
    reportedOn: string;
  },
) {
  const [row] = await db.insert(testReports).values(r).returning();
  return row!;
}
