import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { patients } from '../../db/schema/index.ts';

// Only this file reads or writes the patients table.

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;

const registered = isNotNull(patients.registeredAt);

export async function findAccountById(db: Conn, id: string): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), registered));
  return row ?? null;
}

/** Any patient with this id: an account, or a lab record without one. */
export async function findPatientById(db: Conn, id: string): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row ?? null;
}

/** The patients with these ids (any, registered or not). */
export async function findPatientsByIds(db: Conn, ids: string[]): Promise<PatientRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(patients).where(inArray(patients.id, ids));
}

export async function findAccountByPhone(db: Conn, phone: string): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.phone, phone), registered));
  return row ?? null;
}

export async function findAccountByEmail(db: Conn, email: string): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.email, email.toLowerCase()), registered));
  return row ?? null;
}

export async function findAccountBySocialId(
  db: Conn,
  provider: 'google' | 'facebook',
  id: string,
): Promise<PatientRow | null> {
  const column = provider === 'google' ? patients.googleId : patients.facebookId;
  const [row] = await db.select().from(patients).where(eq(column, id));
  return row ?? null;
}

/** A lab record (no app account yet) with this phone. */
export async function findLabRecordByPhone(db: Conn, phone: string): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.phone, phone), isNull(patients.registeredAt)))
    .limit(1);
  return row ?? null;
}

export async function findLabRecord(
  db: Conn,
  phone: string,
  patientCode: string,
): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(
      and(
        eq(patients.phone, phone),
        sql`upper(${patients.patientCode}) = upper(${patientCode})`,
        isNull(patients.registeredAt),
      ),
    );
  return row ?? null;
}

export async function nextPatientCode(db: Conn): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval('patient_code_seq')::text as n`);
  const rows = (result as unknown as { rows: { n: string }[] }).rows;
  return `P-${rows[0]!.n}`;
}

export async function insertPatient(db: Conn, values: NewPatientRow): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  return row!;
}

export async function updatePatient(
  db: Conn,
  id: string,
  values: Partial<NewPatientRow>,
  now: Date,
): Promise<PatientRow> {
  const [row] = await db
    .update(patients)
    .set({ ...values, updatedAt: now })
    .where(eq(patients.id, id))
    .returning();
  return row!;
}

/** Ends every earlier session by moving the epoch tokens are checked against. */
export async function setPasswordAndEndSessions(
  db: Conn,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(patients)
    .set({ passwordHash, sessionEpoch: sql`${patients.sessionEpoch} + 1`, updatedAt: now })
    .where(eq(patients.id, id));
}

/**
 * As setPasswordAndEndSessions, only while the session epoch is still `epoch` (one conditional
 * UPDATE): of two requests with one password-reset link, one wins. False: the epoch has moved.
 */
export async function setPasswordAtEpoch(
  db: Conn,
  id: string,
  epoch: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(patients)
    .set({ passwordHash, sessionEpoch: sql`${patients.sessionEpoch} + 1`, updatedAt: now })
    .where(and(eq(patients.id, id), eq(patients.sessionEpoch, epoch)))
    .returning({ id: patients.id });
  return updated.length > 0;
}
