export const appointmentQueryKeys = {
  detail: (id: string) => ['staff', 'appointment', id] as const,
  intake: (id: string) => ['staff', 'appointment', id, 'intake'] as const,
};
