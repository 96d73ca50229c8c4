import { DEFAULT_MESSAGE } from '@care/contracts/constants';
import { pageData } from '@care/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export interface AboutUsPage {
  title: string;
  /** Plain HTML (not URL-encoded); render it only through SafeHtml. */
  description: string;
}

export async function getAboutUsPage(): Promise<AboutUsPage> {
  const res = await api<unknown>('page/about-us', { auth: false });
  const parsed = pageData.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  const { title, description } = parsed.data.data;
  return { title, description };
}

export const aboutUsPageQueryOptions = queryOptions({
  queryKey: ['page', 'about-us'],
  queryFn: getAboutUsPage,
  staleTime: 30 * 60_000,
});

export function useAboutUsPage() {
  return useQuery(aboutUsPageQueryOptions);
}
