import type { ExpertGender } from '@care/contracts/experts/constants';

// The filters' values and how many are set: the list page reads them on its first paint, apart
// from the filters dialog, whose code loads when the patient reaches for it.

export interface ExpertFilterValues {
  language: string[];
  expert_approaches: string[];
  concerns: string[];
  fee_min: number | null;
  fee_max: number | null;
  gender: ExpertGender | null;
}

export const NO_FILTERS: ExpertFilterValues = {
  language: [],
  expert_approaches: [],
  concerns: [],
  fee_min: null,
  fee_max: null,
  gender: null,
};

/** How many filters are set (the Filters button shows it). */
export const filterCount = (f: ExpertFilterValues) =>
  f.language.length +
  f.expert_approaches.length +
  f.concerns.length +
  (f.fee_min !== null || f.fee_max !== null ? 1 : 0) +
  (f.gender ? 1 : 0);
