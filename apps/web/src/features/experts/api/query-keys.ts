import type { ExpertSearchParams } from '../lib/expert-search-params';

/** The experts feature's query keys. */
export const expertQueryKeys = {
  list: (p: ExpertSearchParams) => ['doctor-list', p] as const,
  doctor: (id: string) => ['doctor', id] as const,
  filters: ['common-master', 'expert-filters'] as const,
};
