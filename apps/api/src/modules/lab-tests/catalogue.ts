import { randomUUID } from 'node:crypto';
import type { TestCategory } from '@care/contracts/lab-tests/constants';
import { labStaffMessages as m } from '@care/contracts/lab-tests/staff-messages';
import type { LabTestCreateBody, LabTestPatchBody } from '@care/contracts/lab-tests/staff-schemas';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { recordStaffChange } from '../staff/index.ts';
import { labTestSearchText } from './search-text.ts';
import { auditedTest } from './staff-present.ts';
import { insertLabTest, lockLabTest, updateLabTest } from './staff-repository.ts';

// The lab catalogue edited by operations (issue 22). The patient catalogue (GET /api/test) reads
// the table on every request, with no cache, so a change shows at once; search_text is rewritten
// with the fields it is made of. A test is never deleted (bookings name it): it is deactivated.

type CatalogueDeps = Pick<Deps, 'db' | 'clock'>;

export async function createLabTest(deps: CatalogueDeps, staff: StaffCaller, body: LabTestCreateBody) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertLabTest(tx, {
      id: randomUUID(),
      name: body.name,
      description: body.description,
      mrp: body.mrp_paise,
      categories: body.categories,
      preparation: body.preparation,
      homeCollection: body.home_collection,
      active: body.active,
      searchText: labTestSearchText(body),
      updatedAt: now,
    });
    await recordStaffChange(tx, {
      staff,
      action: 'lab_test.create',
      subject: 'lab_test',
      subjectId: row.id,
      summary: `Added ${row.name}`,
      before: null,
      after: auditedTest(row),
      now,
    });
    return row;
  });
}

export async function editLabTest(
  deps: CatalogueDeps,
  staff: StaffCaller,
  id: string,
  body: LabTestPatchBody,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockLabTest(tx, id);
    if (!before) throw notFound(m.testNotFound);
    const next = {
      name: body.name ?? before.name,
      description: body.description ?? before.description,
      categories: body.categories ?? (before.categories as TestCategory[]),
    };
    const after = await updateLabTest(tx, before.id, {
      ...next,
      mrp: body.mrp_paise ?? before.mrp,
      preparation: body.preparation ?? before.preparation,
      homeCollection: body.home_collection ?? before.homeCollection,
      active: body.active ?? before.active,
      searchText: labTestSearchText(next),
      updatedAt: now,
    });
    const activeChange =
      before.active !== after.active ? (after.active ? ' (activated)' : ' (deactivated)') : '';
    await recordStaffChange(tx, {
      staff,
      action: 'lab_test.edit',
      subject: 'lab_test',
      subjectId: after.id,
      summary: `Edited ${after.name}${activeChange}`,
      before: auditedTest(before),
      after: auditedTest(after),
      now,
    });
    return after;
  });
}
