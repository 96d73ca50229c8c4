import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's router; created by main.tsx in a task of its own (it says why). */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
