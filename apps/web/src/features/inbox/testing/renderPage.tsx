import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { renderWithQuery } from '@/test/render';

/** Renders a page at `path`, signed in as the test user of org 7 with `permissions`. */
export function renderPage(
  page: ReactElement,
  {
    path,
    permissions = ['inbox:handle', 'helper:manage'],
  }: { path: string; permissions?: string[] },
) {
  // The HTTP client reads the stored header; the page reads the session.
  window.localStorage.setItem('token', 'miaoyu-ai-studio abc');
  useSessionStore.setState({
    user: { ...user, permissions },
    token: 'miaoyu-ai-studio abc',
    userId: user.id,
  });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
