import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/http';
import { useAuthStore } from '@/features/auth/store';
import { AppProviders } from './providers';
import { routes } from './router';

// A 401 anywhere ends the session locally; the route guard then sends the user to login.
setUnauthorizedHandler(() => void useAuthStore.getState().logout({ remote: false }));

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
