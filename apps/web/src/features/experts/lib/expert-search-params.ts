import {
  DEFAULT_EXPERT_RECORDS,
  EXPERT_GENDERS,
  EXPERT_PAGE_SIZES,
  EXPERT_SORTS,
  type ExpertGender,
  type ExpertSort,
  type ExpertType,
  FEE_FILTER_MAX,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@care/contracts/experts/constants';

/**
 * The expert list's state, kept in the URL (type, query, filters, sort, page, records) so a
 * refreshed or shared list shows the same experts. Unknown values fall back to the defaults
 * (a fee range the wrong way round is dropped rather than sent: the API would refuse it).
 */
export interface ExpertSearchParams {
  type: ExpertType;
  query: string;
  language: string[];
  expert_approaches: string[];
  concerns: string[];
  /** Ours (issue 19): null is the API's own order (closest to the query, then by name). */
  sort: ExpertSort | null;
  /** Null: the sort's natural direction. */
  direction: SortDirection | null;
  /** Rupees, or null for no bound. */
  fee_min: number | null;
  fee_max: number | null;
  gender: ExpertGender | null;
  page: number;
  records: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : null;

const rupees = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= FEE_FILTER_MAX ? n : null;
};

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

export function readExpertSearch(params: URLSearchParams, stateType?: unknown): ExpertSearchParams {
  const raw = (params.get('type') ?? (typeof stateType === 'string' ? stateType : '')).toLowerCase();
  const type: ExpertType = raw === 'gc' ? 'gc' : 'mhc';
  const page = Number(params.get('page'));
  const records = Number(params.get('records'));
  const sort = oneOf(EXPERT_SORTS, params.get('sort'));
  let [feeMin, feeMax] = [rupees(params.get('fee_min')), rupees(params.get('fee_max'))];
  if (feeMin !== null && feeMax !== null && feeMin > feeMax) [feeMin, feeMax] = [null, null];
  return {
    type,
    query: params.get('query') ?? '',
    language: list(params.get('language')),
    expert_approaches: list(params.get('expert_approaches')),
    concerns: type === 'mhc' ? list(params.get('concerns')) : [],
    sort,
    direction: sort ? oneOf(SORT_DIRECTIONS, params.get('direction')) : null,
    fee_min: feeMin,
    fee_max: feeMax,
    gender: oneOf(EXPERT_GENDERS, params.get('gender')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    records: (EXPERT_PAGE_SIZES as readonly number[]).includes(records) ? records : DEFAULT_EXPERT_RECORDS,
  };
}

export function writeExpertSearch(p: ExpertSearchParams): URLSearchParams {
  const out = new URLSearchParams({ type: p.type });
  if (p.query) out.set('query', p.query);
  if (p.language.length) out.set('language', p.language.join(','));
  if (p.expert_approaches.length) out.set('expert_approaches', p.expert_approaches.join(','));
  if (p.type === 'mhc' && p.concerns.length) out.set('concerns', p.concerns.join(','));
  if (p.sort) out.set('sort', p.sort);
  if (p.sort && p.direction) out.set('direction', p.direction);
  if (p.fee_min !== null) out.set('fee_min', String(p.fee_min));
  if (p.fee_max !== null) out.set('fee_max', String(p.fee_max));
  if (p.gender) out.set('gender', p.gender);
  if (p.page !== 1) out.set('page', String(p.page));
  if (p.records !== DEFAULT_EXPERT_RECORDS) out.set('records', String(p.records));
  return out;
}

/** Years in practice from the `exprience` date (YYYY-MM-DD). */
export function yearsSince(start: string, today: Date = new Date()): number {
  const from = new Date(`${start}T00:00:00Z`);
  if (Number.isNaN(from.getTime())) return 0;
  let years = today.getUTCFullYear() - from.getUTCFullYear();
  const before =
    today.getUTCMonth() < from.getUTCMonth() ||
    (today.getUTCMonth() === from.getUTCMonth() && today.getUTCDate() < from.getUTCDate());
  if (before) years -= 1;
  return Math.max(0, years);
}
