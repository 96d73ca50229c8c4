// Operations runs the experts (issue 22): adds them, edits their profile and fees, deactivates
// and reactivates them. Fees travel in paise in these staff calls (the database's unit); the
// console shows and takes rupees.

/** How an expert is addressed on the cards patients see. */
export const EXPERT_SALUTATIONS = ['Dr.', 'Ms.', 'Mrs.', 'Mr.', 'Mx.', 'Prof.'] as const;
export type ExpertSalutation = (typeof EXPERT_SALUTATIONS)[number];

/**
 * Every fee an expert has, as the staff API names it (paise) and the spec's Doctor names it
 * (rupees, without `_paise`): the first and follow-up consultations (GC), the self, couple and
 * family sessions (MHC), and medicine.
 */
export const EXPERT_FEE_KINDS = [
  'tier_1_fee',
  'tier_2_fee',
  'self_fee',
  'couple_fee',
  'family_fee',
  'medicine_fee',
] as const;
export type ExpertFeeKind = (typeof EXPERT_FEE_KINDS)[number];

export const EXPERT_FEE_LABELS: Record<ExpertFeeKind, string> = {
  tier_1_fee: 'First consultation (GC)',
  tier_2_fee: 'Follow-up consultation (GC)',
  self_fee: 'Self session (MHC)',
  couple_fee: 'Couple session (MHC)',
  family_fee: 'Family session (MHC)',
  medicine_fee: 'Medicine',
};

/** No fee is more than ₹1,00,000 (the patients' fee filter goes no higher). */
export const EXPERT_FEE_MAX_PAISE = 100_000 * 100;
