import type { ArticleCreateBody, StaffArticle, StaffArticleSummary } from '@care/contracts/content/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The console's articles (issue 22): GET/POST staff/articles, GET/PUT staff/articles/{id},
// POST staff/articles/{id}/publish|unpublish.

const schemas = () => import('@care/contracts/content/schemas');
export const articlesKey = ['staff', 'articles'] as const;
export const articleKey = (id: string) => ['staff', 'articles', id] as const;

export async function getArticles(q: string, signal?: AbortSignal): Promise<StaffArticleSummary[]> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  const res = await api(`staff/articles${query}`, {
    signal,
    schema: () => schemas().then((m) => m.staffArticleListData),
  });
  return res.data;
}

export function useArticles(q: string) {
  return useQuery(
    queryOptions({ queryKey: [...articlesKey, { q }], queryFn: ({ signal }) => getArticles(q, signal) }),
  );
}

export async function getArticle(id: string, signal?: AbortSignal): Promise<StaffArticle> {
  const res = await api(`staff/articles/${encodeURIComponent(id)}`, {
    signal,
    schema: () => schemas().then((m) => m.staffArticle),
  });
  return res.data;
}

export function useArticle(id: string | null) {
  return useQuery({
    queryKey: articleKey(id ?? 'new'),
    queryFn: ({ signal }) => getArticle(id!, signal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

export interface ArticleOutcome {
  message: string;
  article: StaffArticle;
}

/** POST staff/articles (a new draft) or PUT staff/articles/{id} (the whole article). */
export async function saveArticle(input: {
  id: string | null;
  body: ArticleCreateBody;
}): Promise<ArticleOutcome> {
  const res = await api(input.id ? `staff/articles/${encodeURIComponent(input.id)}` : 'staff/articles', {
    method: input.id ? 'PUT' : 'POST',
    body: input.body,
    schema: () => schemas().then((m) => m.staffArticle),
  });
  return { message: res.message, article: res.data };
}

export async function setPublished(input: { id: string; published: boolean }): Promise<ArticleOutcome> {
  const res = await api(
    `staff/articles/${encodeURIComponent(input.id)}/${input.published ? 'publish' : 'unpublish'}`,
    { method: 'POST', schema: () => schemas().then((m) => m.staffArticle) },
  );
  return { message: res.message, article: res.data };
}

function useArticleChange<T>(change: (input: T) => Promise<ArticleOutcome>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ article }) => {
      client.setQueryData(articleKey(article.id), article);
      return client.invalidateQueries({ queryKey: articlesKey, exact: false, refetchType: 'none' });
    },
  });
}

export const useSaveArticle = () => useArticleChange(saveArticle);
export const useSetPublished = () => useArticleChange(setPublished);
