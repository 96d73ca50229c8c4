import type { StaticPageSlug } from '../api/get-static-page';

export type PolicySlug = Extract<StaticPageSlug, 'privacy-policy' | 'cookie-policy'>;

export const policyTitles: Record<PolicySlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
};
