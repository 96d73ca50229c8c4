import type { PageSlug } from '@care/contracts/support/constants';

export type PolicySlug = Extract<PageSlug, 'privacy-policy' | 'cookie-policy'>;

export const policyTitles: Record<PolicySlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
};
