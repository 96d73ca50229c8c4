import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { usePublicConfig } from '@/lib/public-config';
import { NavigationProgress } from './navigation-progress';

/** No header or footer: sign-in, sign-up, About Us, and the intake and payment links. */
export function BareLayout() {
  // The brand for the tab title ('<Page> | <Brand>', lib/use-page-title), asked for here as the
  // main layout's header asks for it: these screens have no header to do it.
  usePublicConfig();
  return (
    <>
      <NavigationProgress />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </>
  );
}
