import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { NavigationProgress } from './navigation-progress';

/** No header or footer: sign-in, sign-up, About Us, and the intake and payment links. */
export function BareLayout() {
  return (
    <>
      <NavigationProgress />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </>
  );
}
