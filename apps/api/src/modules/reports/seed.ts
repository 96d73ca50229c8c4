import { addDays, todayIso } from '@care/contracts/common/dates';
import type { RiskStatus } from '@care/contracts/reports/constants';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingReports,
  bookings,
  experts,
  patients,
  seedRuns,
  testReports,
  uploads,
} from '../../db/schema/index.ts';
import { demoPatient } from '../../seed/demo-patients.ts';
import { consultationNotePdf, type LabReportPdf, labReportPdf } from './report-pdf.ts';

const SEED_NAME = 'reports-v1';
const PDF = 'application/pdf';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

/**
 * The demo patient's files, made as real PDFs (pdfkit) and stored through the storage adapter:
 * test reports across risk statuses, the anomaly scan she shared at a past consultation, and
 * the experts' notes from her two past consultations. Loaded once per database, after the
 * bookings (their file keys are theirs).
 */
export async function seedReportsDemo(db: Db, storage: FileStorage, log: FastifyBaseLogger, now: Date) {
  const [claimed] = await db.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
  if (!claimed) return;
  const [demo] = await db.select().from(patients).where(eq(patients.patientCode, demoPatient.patientCode));
  if (!demo) return;
  const today = todayIso(now);
  const day = (n: number) => addDays(today, -n);
  const who = {
    name: `${demo.firstName} ${demo.lastName}`,
    id: demo.patientCode ?? '',
    ageSex: '32 years / Female',
  };

  const store = async (key: string, bytes: Buffer, folder: string) => {
    await storage.put(key, bytes, PDF);
    await db
      .insert(uploads)
      .values({
        key,
        patientId: demo.id,
        folder,
        contentType: PDF,
        maxBytes: bytes.length,
        size: bytes.length,
        uploadedAt: now,
      })
      .onConflictDoNothing();
  };

  const lab = (
    over: Partial<LabReportPdf> & Pick<LabReportPdf, 'test' | 'method' | 'rows' | 'interpretation'>,
  ) =>
    labReportPdf({
      patient: who,
      sample: 'Peripheral blood (EDTA)',
      collected: ddmmyyyy(day(60)),
      reported: ddmmyyyy(day(58)),
      referredBy: 'Dr Kavitha Raghunathan',
      signedBy: 'Dr Meenakshi Rao, MD (Pathology) — demo signature',
      ...over,
    });

  const tests: {
    slug: string;
    name: string;
    status: RiskStatus;
    doctor: string;
    reportedDaysAgo: number;
    pdf: Promise<Buffer>;
  }[] = [
    {
      slug: 'double-marker',
      name: 'Double Marker Test with NT',
      status: 'Intermediate Risk',
      doctor: 'Dr Kavitha Raghunathan',
      reportedDaysAgo: 62,
      pdf: lab({
        test: 'Double Marker Test (First-Trimester Combined Screen)',
        method: 'Immunoassay (free beta-hCG, PAPP-A) with NT from the 12-week scan',
        sample: 'Serum',
        collected: ddmmyyyy(day(64)),
        reported: ddmmyyyy(day(62)),
        rows: [
          { parameter: 'Free beta-hCG', result: '1.92', unit: 'MoM', reference: '0.5 – 2.0 MoM' },
          { parameter: 'PAPP-A', result: '0.48', unit: 'MoM', reference: '> 0.5 MoM', flag: 'low' },
          { parameter: 'Nuchal translucency', result: '2.1', unit: 'mm', reference: '< 3.0 mm at CRL 62 mm' },
          {
            parameter: 'Combined chance, trisomy 21',
            result: '1 in 420',
            unit: '',
            reference: 'Screen positive if 1 in 250 or higher',
            flag: 'intermediate',
          },
          {
            parameter: 'Combined chance, trisomy 18/13',
            result: '1 in 6,800',
            unit: '',
            reference: 'Screen positive if 1 in 100 or higher',
          },
        ],
        interpretation:
          'Intermediate chance for trisomy 21 (between 1 in 250 and 1 in 1,000). This is a screening result, not a diagnosis. Genetic counselling and a cell-free DNA test (NIPT) were advised.',
      }),
    },
    {
      slug: 'nipt',
      name: 'NIPT (Non-Invasive Prenatal Test)',
      status: 'Low Risk',
      doctor: 'Dr Rohan Mehta',
      reportedDaysAgo: 50,
      pdf: lab({
        test: 'NIPT — Cell-free DNA Screen for Trisomies 21, 18 and 13',
        method: 'Massively parallel sequencing of cell-free DNA; fetal fraction 9.2%',
        sample: 'Maternal blood (Streck tube), 13 weeks 2 days',
        collected: ddmmyyyy(day(57)),
        reported: ddmmyyyy(day(50)),
        referredBy: 'Dr Rohan Mehta (Genetic Counsellor)',
        rows: [
          { parameter: 'Trisomy 21', result: 'Low risk', unit: '', reference: 'Low risk' },
          { parameter: 'Trisomy 18', result: 'Low risk', unit: '', reference: 'Low risk' },
          { parameter: 'Trisomy 13', result: 'Low risk', unit: '', reference: 'Low risk' },
          { parameter: 'Fetal fraction', result: '9.2', unit: '%', reference: '≥ 4%' },
        ],
        interpretation:
          'Low risk for trisomies 21, 18 and 13. NIPT is a screening test: it does not rule out every chromosome condition, and the anomaly scan at 18 to 22 weeks is still advised. Fetal sex is not tested or reported (PCPNDT Act).',
      }),
    },
    {
      slug: 'hplc',
      name: 'Thalassaemia Carrier Screening (HPLC)',
      status: 'Normal',
      doctor: 'Dr Kavitha Raghunathan',
      reportedDaysAgo: 70,
      pdf: lab({
        test: 'Haemoglobin Variant Analysis (HPLC) with Complete Blood Count',
        method: 'Cation-exchange HPLC; automated cell counter',
        collected: ddmmyyyy(day(71)),
        reported: ddmmyyyy(day(70)),
        rows: [
          { parameter: 'Haemoglobin', result: '11.6', unit: 'g/dL', reference: '11.0 – 14.0 (pregnancy)' },
          { parameter: 'MCV', result: '86', unit: 'fL', reference: '80 – 100' },
          { parameter: 'MCH', result: '29.1', unit: 'pg', reference: '27 – 32' },
          { parameter: 'HbA2', result: '2.7', unit: '%', reference: '2.0 – 3.3' },
          { parameter: 'HbF', result: '0.4', unit: '%', reference: '< 1.0' },
        ],
        interpretation:
          'No beta-thalassaemia trait or common haemoglobin variant detected. Normal red cell indices make alpha-thalassaemia trait unlikely; HPLC alone cannot exclude it.',
      }),
    },
    {
      slug: 'thyroid',
      name: 'Thyroid Profile',
      status: 'Abnormal',
      doctor: 'Dr Kavitha Raghunathan',
      reportedDaysAgo: 40,
      pdf: lab({
        test: 'Thyroid Profile (TSH, Free T4, Free T3)',
        method: 'Chemiluminescence immunoassay',
        sample: 'Serum',
        collected: ddmmyyyy(day(41)),
        reported: ddmmyyyy(day(40)),
        rows: [
          {
            parameter: 'TSH',
            result: '4.8',
            unit: 'µIU/mL',
            reference: '0.2 – 3.0 (second trimester)',
            flag: 'high',
          },
          { parameter: 'Free T4', result: '0.92', unit: 'ng/dL', reference: '0.8 – 1.5' },
          { parameter: 'Free T3', result: '2.9', unit: 'pg/mL', reference: '2.3 – 4.2' },
        ],
        interpretation:
          'TSH above the pregnancy range with normal free T4: subclinical hypothyroidism. Common and treatable; please discuss treatment and a repeat test in 4 to 6 weeks with your obstetrician.',
      }),
    },
    {
      slug: 'rubella',
      name: 'Rubella IgG',
      status: 'Failed',
      doctor: 'Dr Kavitha Raghunathan',
      reportedDaysAgo: 30,
      pdf: lab({
        test: 'Rubella IgG Antibody',
        method: 'Chemiluminescence immunoassay',
        sample: 'Serum',
        collected: ddmmyyyy(day(31)),
        reported: ddmmyyyy(day(30)),
        rows: [
          {
            parameter: 'Rubella IgG',
            result: 'Not reported',
            unit: 'IU/mL',
            reference: '≥ 10 immune',
            flag: 'sample rejected',
          },
        ],
        interpretation:
          'The sample was haemolysed and could not be tested. A fresh sample is needed; there is no charge for the repeat.',
      }),
    },
  ];

  for (const t of tests) {
    const key = `test-report/${demo.id}/${t.slug}.pdf`;
    await store(key, await t.pdf, 'test-report');
    await db.insert(testReports).values({
      patientId: demo.id,
      testName: t.name,
      instituteName: 'Lilac Genomics Laboratory, Bengaluru',
      doctorName: t.doctor,
      status: t.status,
      fileKeys: [key],
      reportedOn: day(t.reportedDaysAgo),
    });
  }

  // Files on her past consultations: the scan she shared, and each expert's note.
  const past = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, type: bookings.type, expert: experts })
    .from(bookings)
    .innerJoin(experts, eq(experts.id, bookings.expertId))
    .where(and(eq(bookings.patientId, demo.id), lte(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));
  await store(
    'patient-report/demo-anomaly-scan.pdf',
    await lab({
      test: 'Anomaly Scan (Level II Ultrasound), 20 weeks',
      method: 'Transabdominal ultrasound',
      sample: 'Ultrasound examination',
      collected: ddmmyyyy(day(45)),
      reported: ddmmyyyy(day(45)),
      referredBy: 'Dr Kavitha Raghunathan',
      signedBy: 'Dr Sanjay Kulkarni, MD (Radiology) — demo signature',
      rows: [
        { parameter: 'Biparietal diameter', result: '47', unit: 'mm', reference: 'Appropriate for 20 weeks' },
        { parameter: 'Femur length', result: '32', unit: 'mm', reference: 'Appropriate for 20 weeks' },
        { parameter: 'Estimated fetal weight', result: '330', unit: 'g', reference: '50th centile' },
        { parameter: 'Placenta', result: 'Posterior, clear of os', unit: '', reference: '' },
        { parameter: 'Liquor', result: 'Adequate', unit: '', reference: '' },
      ],
      interpretation: 'Single live intrauterine fetus; no structural anomaly seen at this examination.',
    }),
    'patient-report',
  );
  for (const b of past) {
    const expert = `${b.expert.salutation} ${b.expert.firstName} ${b.expert.lastName}`;
    const date = ddmmyyyy(todayIso(b.startsAt));
    const gc = b.type === 'gc';
    const key = gc ? 'doctor-report/demo-counselling-summary.pdf' : `doctor-report/${b.id}/session-note.pdf`;
    await store(
      key,
      await consultationNotePdf({
        title: gc ? 'Genetic Counselling Summary' : 'Counselling Session Note',
        expert,
        patient: `${demo.firstName} ${demo.lastName} (${demo.patientCode})`,
        date,
        sections: gc
          ? [
              {
                heading: 'Reason for referral',
                text: 'Intermediate combined first-trimester screen (1 in 420 for trisomy 21).',
              },
              {
                heading: 'Discussion',
                text: 'Explained screening versus diagnostic tests, the meaning of a chance result, and the options: no further test, NIPT, or CVS/amniocentesis. The couple chose NIPT.',
              },
              { heading: 'Plan', text: 'NIPT sent. Anomaly scan at 18 to 22 weeks. Review with results.' },
            ]
          : [
              {
                heading: 'How you are',
                text: 'Worry about the pregnancy, sleeping less, coping day to day.',
              },
              {
                heading: 'What we worked on',
                text: 'Naming worries, a short breathing exercise, and one small routine for the evenings.',
              },
              {
                heading: 'Between sessions',
                text: 'Practise the breathing twice a day. If you ever feel unsafe, call Tele-MANAS 14416 or 112.',
              },
            ],
      }),
      'doctor-report',
    );
    if (!gc)
      await db
        .insert(bookingReports)
        .values({ bookingId: b.id, reportOf: 'doctor', title: 'Session note', filePath: key })
        .onConflictDoNothing();
  }
  log.info('demo reports loaded');
}
