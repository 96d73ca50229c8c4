import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CONSOLE_BASE } from '@/config/paths';
import { routes } from './routes';

const router = createBrowserRouter(routes, { basename: CONSOLE_BASE });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
