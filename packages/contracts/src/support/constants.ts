// Support pages: common-master lists and terms.

export const COMMON_MASTER_SLUGS = [
  'concerns',
  'expert-approaches',
  'expert-type',
  'language',
  'consultation-type',
] as const;

export type CommonMasterSlug = (typeof COMMON_MASTER_SLUGS)[number];

export const TERMS_TYPES = ['gc', 'mhc'] as const;
