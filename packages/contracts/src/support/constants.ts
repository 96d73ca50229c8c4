import { EXPERT_TYPES } from '../experts/constants.ts';
// Support pages: common-master lists and terms.

/** Quick support's page size (top-level categories) when none is asked for: all of them, as before paging. */
export const QUICK_SUPPORT_PAGE_SIZE = 500;

export const COMMON_MASTER_SLUGS = [
  'concerns',
  'expert-approaches',
  'expert-type',
  'language',
  'consultation-type',
] as const;

export type CommonMasterSlug = (typeof COMMON_MASTER_SLUGS)[number];

/** The terms differ by the kind of consultation. */
export const TERMS_TYPES = EXPERT_TYPES;

/** The static pages `GET /api/page/{slug}` serves (the terms have their own call, `page/tnc`). */
export const PAGE_SLUGS = ['about-us', 'privacy-policy', 'cookie-policy'] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];
