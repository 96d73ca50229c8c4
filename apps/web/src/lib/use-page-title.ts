import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from './public-config';

/**
 * The tab title, one scheme everywhere: '<Page> | <Brand>', or the brand alone on the home page
 * (no `page`). The brand is the server's BRAND_NAME (/api/config), read from the query the
 * layout already makes (this asks for nothing itself); until it is known, the page name alone.
 */
export function usePageTitle(page?: string) {
  const brand = useQuery({ ...configQueryOptions, enabled: false }).data?.brand.name;
  useDocumentTitle([page, brand].filter(Boolean).join(' | '));
}
