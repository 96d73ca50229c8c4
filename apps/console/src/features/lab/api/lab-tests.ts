import type {
  LabStaffTest,
  LabTestCreateBody,
  LabTestPatchBody,
} from '@care/contracts/lab-tests/staff-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The lab catalogue (issue 22): every test, active or not; MRP in paise here, rupees on screen.

const testSchema = () => import('@care/contracts/lab-tests/staff-schemas').then((m) => m.labStaffTestSchema);

export const labTestsKey = ['staff', 'lab', 'tests'] as const;

/** GET staff/lab/tests. */
export async function getLabTests(signal?: AbortSignal): Promise<LabStaffTest[]> {
  const res = await api('staff/lab/tests', {
    signal,
    schema: () => import('@care/contracts/lab-tests/staff-schemas').then((m) => m.labStaffTestListData),
  });
  return res.data;
}

export function useLabTests() {
  return useQuery(queryOptions({ queryKey: labTestsKey, queryFn: ({ signal }) => getLabTests(signal) }));
}

export interface TestOutcome {
  message: string;
  test: LabStaffTest;
}

/** POST staff/lab/tests, or PATCH staff/lab/tests/:id with the fields that changed. */
export async function saveLabTest(
  input: { id: null; body: LabTestCreateBody } | { id: string; body: LabTestPatchBody },
): Promise<TestOutcome> {
  const res = input.id
    ? await api(`staff/lab/tests/${encodeURIComponent(input.id)}`, {
        method: 'PATCH',
        body: input.body,
        schema: testSchema,
      })
    : await api('staff/lab/tests', { method: 'POST', body: input.body, schema: testSchema });
  return { message: res.message, test: res.data };
}

export function useSaveLabTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLabTest,
    onSuccess: () => client.invalidateQueries({ queryKey: labTestsKey }),
  });
}
