import { useSearchParams } from 'react-router-dom';

/**
 * A log's search, kept in the address so that a reload or a shared link shows the same entries:
 * the filters as `read` finds them there, the page, and `apply`, which writes changed filters
 * back (a changed search starts again at page 1; empty filters and page 1 leave the address).
 */
export function useLogSearch<F extends Record<string, string | undefined>>(
  read: (params: URLSearchParams) => F,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const apply = (next: { [K in keyof F]?: string } & { page?: number }) => {
    const merged = { ...filters, page: 1, ...next };
    const entries = Object.entries({ ...merged, page: merged.page > 1 ? String(merged.page) : '' });
    setParams(Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1]))));
  };

  return { filters, page, apply };
}
