import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@care/ui/theme.css';
import './console.css';

import { cssVariablesResolver, theme } from '@care/ui/theme';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A staff member's day changes as patients book: fresh on focus, one retry.
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
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

/**
 * The patient app's theme (@care/ui), so the console reads as the same provider's, with its teal
 * as the accent instead of the rose: a staff member with both apps open tells them apart at a
 * glance. Shade 7 on white is 5.4:1.
 */
const consoleTheme = mergeThemeOverrides(theme, { primaryColor: 'sea' });

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={consoleTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1, weekendDays: [0] }}>
        <QueryClientProvider client={client}>
          <Notifications position="bottom-right" />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
