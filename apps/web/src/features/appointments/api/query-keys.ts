/** The appointments feature's query keys; `all` is what a cancel or a review invalidates. */
export const appointmentQueryKeys = {
  all: ['appointments'] as const,
  list: (when: 'upcoming' | 'past') => ['appointments', 'list', when] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
};
