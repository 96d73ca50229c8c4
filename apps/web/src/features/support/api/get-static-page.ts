import type { PageSlug } from '@care/contracts/support/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supportQueryKeys } from './query-keys';

export interface StaticPage {
  title: string;
  /** Plain HTML (not URL-encoded); render it only through SafeHtml. */
  description: string;
}

/** A static page the server keeps: About Us and the legal policies. */
export async function getStaticPage(slug: PageSlug): Promise<StaticPage> {
  const res = await api(`page/${slug}`, {
    auth: false,
    schema: () => import('@care/contracts/support/schemas').then((m) => m.pageData),
  });
  const { title, description } = res.data.data;
  return { title, description };
}

export function staticPageQueryOptions(slug: PageSlug) {
  return queryOptions({
    queryKey: supportQueryKeys.page(slug),
    queryFn: () => getStaticPage(slug),
    staleTime: 30 * 60_000,
  });
}

export function useStaticPage(slug: PageSlug, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staticPageQueryOptions(slug), enabled });
}
