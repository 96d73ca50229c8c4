import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Every route sits here: restores scroll on back/forward, scrolls to #hash targets, else to top. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
