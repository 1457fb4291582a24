import { BrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { AppProviders } from './providers';
import { RootLayout } from './RootLayout';

// A 401 anywhere ends the session locally; the route guard then sends the user to login.
setUnauthorizedHandler(() => useSessionStore.getState().end());

/**
 * Declarative routing rather than a data router: the data router's code alone would cost
 * the login page a tenth of its download budget (issue 3, performance).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  );
}
