import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { HelperEditorPage } from '../../../routes/HelperEditorPage';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The editor page at a path, signed in as user 42 of org 7. */
export function renderEditor(path = '/setting/helpers/9/edit') {
  useSessionStore.setState({ token: 't', userId: user.id, user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/setting/helpers/new" element={<HelperEditorPage />} />
          <Route path="/setting/helpers/:id/edit" element={<HelperEditorPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
