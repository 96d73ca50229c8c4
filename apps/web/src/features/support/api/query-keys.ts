import type { PageSlug } from '@care/contracts/support/constants';

/** Support's query keys. */
export const supportQueryKeys = {
  quickSupport: ['quick-support', 'Patient'] as const,
  page: (slug: PageSlug) => ['page', slug] as const,
};
