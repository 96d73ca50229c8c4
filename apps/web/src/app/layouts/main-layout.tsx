import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ChatDrawerHost } from '@/features/assistant';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';

/** Header, page, footer: the layout of every main screen (spec section 2). */
export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      {/* The assistant's drawer: nothing is rendered or downloaded until it is first opened. */}
      <ChatDrawerHost />
    </>
  );
}
