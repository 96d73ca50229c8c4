import type { StaffQuickSupportData, StaffQuickSupportQuestion } from '@care/contracts/content/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The console's quick-support FAQ (issue 22): GET staff/quick-support, POST
// staff/quick-support/questions, PUT staff/quick-support/questions/{id}, POST .../publish|unpublish.

const schemas = () => import('@care/contracts/content/schemas');
export const quickSupportKey = ['staff', 'quick-support'] as const;

export async function getQuickSupport(signal?: AbortSignal): Promise<StaffQuickSupportData> {
  const res = await api('staff/quick-support', {
    signal,
    schema: () => schemas().then((m) => m.staffQuickSupportData),
  });
  return res.data;
}

export function useQuickSupport() {
  return useQuery({ queryKey: quickSupportKey, queryFn: ({ signal }) => getQuickSupport(signal) });
}

export interface AnswerInput {
  id: string | null;
  body: { category_id: string; question: string; answer: string };
}

export async function saveAnswer(
  input: AnswerInput,
): Promise<{ message: string; question: StaffQuickSupportQuestion }> {
  const res = await api(
    input.id
      ? `staff/quick-support/questions/${encodeURIComponent(input.id)}`
      : 'staff/quick-support/questions',
    {
      method: input.id ? 'PUT' : 'POST',
      body: input.body,
      schema: () => schemas().then((m) => m.staffQuickSupportQuestion),
    },
  );
  return { message: res.message, question: res.data };
}

export async function setAnswerPublished(input: { id: string; published: boolean }) {
  const res = await api(
    `staff/quick-support/questions/${encodeURIComponent(input.id)}/${input.published ? 'publish' : 'unpublish'}`,
    { method: 'POST', schema: () => schemas().then((m) => m.staffQuickSupportQuestion) },
  );
  return { message: res.message, question: res.data };
}

function useAnswerChange<T>(change: (input: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: quickSupportKey }),
  });
}

export const useSaveAnswer = () => useAnswerChange(saveAnswer);
export const useSetAnswerPublished = () => useAnswerChange(setAnswerPublished);
