import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Static pages the server keeps: About Us and the legal policies. */
export type StaticPageSlug = 'about-us' | 'privacy-policy' | 'cookie-policy';

export interface StaticPage {
  title: string;
  /** Plain HTML (not URL-encoded); render it only through SafeHtml. */
  description: string;
}

export async function getStaticPage(slug: StaticPageSlug): Promise<StaticPage> {
  // zod comes with the first page asked for, not with the footer that links to it.
  const [res, { pageData }] = await Promise.all([
    api<unknown>(`page/${slug}`, { auth: false }),
    import('@care/contracts/support/schemas'),
  ]);
  const parsed = pageData.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  const { title, description } = parsed.data.data;
  return { title, description };
}

export function staticPageQueryOptions(slug: StaticPageSlug) {
  return queryOptions({
    queryKey: ['page', slug],
    queryFn: () => getStaticPage(slug),
    staleTime: 30 * 60_000,
  });
}

export function useStaticPage(slug: StaticPageSlug, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staticPageQueryOptions(slug), enabled });
}
