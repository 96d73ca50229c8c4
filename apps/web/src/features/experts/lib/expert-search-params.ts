import {
  DEFAULT_EXPERT_RECORDS,
  EXPERT_PAGE_SIZES,
  type ExpertType,
} from '@care/contracts/experts/constants';

/**
 * The expert list's state, kept in the URL (type, query, filters, page, records) so a refreshed
 * or shared list shows the same experts. Unknown values fall back to the defaults.
 */
export interface ExpertSearchParams {
  type: ExpertType;
  query: string;
  language: string[];
  expert_approaches: string[];
  concerns: string[];
  page: number;
  records: number;
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

export function readExpertSearch(params: URLSearchParams, stateType?: unknown): ExpertSearchParams {
  const raw = (params.get('type') ?? (typeof stateType === 'string' ? stateType : '')).toLowerCase();
  const type: ExpertType = raw === 'gc' ? 'gc' : 'mhc';
  const page = Number(params.get('page'));
  const records = Number(params.get('records'));
  return {
    type,
    query: params.get('query') ?? '',
    language: list(params.get('language')),
    expert_approaches: list(params.get('expert_approaches')),
    concerns: type === 'mhc' ? list(params.get('concerns')) : [],
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
