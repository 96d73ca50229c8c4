// In production builds this is only Mantine's base styles: each component's CSS comes with the
// chunk that uses it (mantineCssPerChunk in vite-plugins.ts). The notifications and dates
// styles are imported by the modules that show those components.
import '@mantine/core/styles.css';
import './global.css';
import '@care/ui/theme.css';

import { cssVariablesResolver, theme } from '@care/ui/theme';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DialogFocusLater } from './dialog-focus-later';
import { ModalsHost } from './modals-host';
import { NotificationsHost } from './notifications-host';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Patients on mobile data: one retry, no refetch storm when they switch tabs.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and Mantine's test env (no transitions, no portals). */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1, weekendDays: [0] }}>
        <QueryClientProvider client={client}>
          <NotificationsHost />
          <ModalsHost />
          {/* Unit tests check their own dialogs' focus; the keeper runs in the app. */}
          {env === 'default' && <DialogFocusLater />}
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
