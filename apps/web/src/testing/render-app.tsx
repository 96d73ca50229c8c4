import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a component with the app's providers (Mantine in test mode: no portals, no transitions). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProvider env="test" queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}

/** Renders the real route table at `path`; the returned router exposes the current location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider env="test" queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}

/** Shows where the app navigated to, with its state, for navigation assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface Entry {
  pathname: string;
  search?: string;
  state?: unknown;
}

/**
 * Renders `element` at `route` (entered with navigation state, which renderApp cannot pass)
 * and a probe at every other path.
 */
export function renderRoute(route: string, element: ReactElement, entry: Entry | string) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  const client = testQueryClient();
  const view = render(
    <AppProvider env="test" queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, client, ...view };
}

type FetchHandler = (url: string, init: RequestInit | undefined) => { status?: number; body: unknown };

/** Replaces global fetch for one test; the handler answers by URL. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The API's envelope for a successful answer. */
export function ok<T>(data: T, message = 'Success.') {
  return { status: 1, statusCode: 200, message, data };
}
