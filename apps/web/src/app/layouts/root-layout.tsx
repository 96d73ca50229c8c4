import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HashScroll } from './hash-scroll';

/** Every route sits here: restores scroll on back/forward, scrolls to #hash targets, else to top. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      {/* A freshly loaded page has the key 'default' whatever its address, so it would take
          another page's saved position; key those by address instead. */}
      <HashScroll />
      <ScrollRestoration
        getKey={(location) =>
          location.key === 'default' ? location.pathname + location.search : location.key
        }
      />
    </>
  );
}
