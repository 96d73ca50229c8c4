import type { AddressInput, AddressPatch } from '@care/contracts/lab-tests/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { patientAddresses, patients } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// A patient's saved addresses (issue 22). Every query names the patient, so another patient's
// id reads as unknown.

export type AddressRow = typeof patientAddresses.$inferSelect;

export async function patientAddressList(db: Conn, patientId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(patientAddresses)
    .where(eq(patientAddresses.patientId, patientId))
    .orderBy(asc(patientAddresses.createdAt), asc(patientAddresses.id));
}

export async function findPatientAddress(db: Conn, patientId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(patientAddresses)
    .where(and(eq(patientAddresses.id, id), eq(patientAddresses.patientId, patientId)));
  return row ?? null;
}

/**
 * Adds an address unless the patient has `max` already (null then). The patient's row is locked
 * for the count and the insert, so parallel adds cannot pass the limit together.
 */
export async function insertPatientAddress(
  tx: Tx,
  patientId: string,
  a: AddressInput,
  max: number,
): Promise<AddressRow | null> {
  await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
  const [held] = await tx
    .select({ n: count() })
    .from(patientAddresses)
    .where(eq(patientAddresses.patientId, patientId));
  if ((held?.n ?? 0) >= max) return null;
  const [row] = await tx
    .insert(patientAddresses)
    .values({
      patientId,
      label: a.label,
      line1: a.line1,
      line2: a.line2,
      landmark: a.landmark,
      city: a.city,
      state: a.state,
      pinCode: a.pin_code,
    })
    .returning();
  return row!;
}

export async function updatePatientAddress(db: Conn, patientId: string, id: string, a: AddressPatch) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(patientAddresses)
    .set({
      ...(a.label !== undefined && { label: a.label }),
      ...(a.line1 !== undefined && { line1: a.line1 }),
      ...(a.line2 !== undefined && { line2: a.line2 }),
      ...(a.landmark !== undefined && { landmark: a.landmark }),
      ...(a.city !== undefined && { city: a.city }),
      ...(a.state !== undefined && { state: a.state }),
      ...(a.pin_code !== undefined && { pinCode: a.pin_code }),
    })
    .where(and(eq(patientAddresses.id, id), eq(patientAddresses.patientId, patientId)))
    .returning();
  return row ?? null;
}

/** Deletes the address; bookings keep the text they were booked with (address_id becomes null). */
export async function deletePatientAddress(db: Conn, patientId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(patientAddresses)
    .where(and(eq(patientAddresses.id, id), eq(patientAddresses.patientId, patientId)))
    .returning({ id: patientAddresses.id });
  return rows.length === 1;
}

/** The address as a collection uses it: one line, without its label. */
export function addressText(a: AddressRow): string {
  return [a.line1, a.line2, a.landmark, a.city, `${a.state} ${a.pinCode}`]
    .map((x) => x.trim())
    .filter(Boolean)
    .join(', ');
}
