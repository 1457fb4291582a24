import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { renderWithQuery } from '@/test/render';
import { BotSettingsPage } from '../routes/BotSettingsPage';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/** The bot settings page of helper 9, signed in as user 42 of org 7. */
export function renderBotPage(path = '/setting/helpers/9/bot') {
  useSessionStore.setState({ token: 't', userId: user.id, user });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/setting/helpers/:id/bot" element={<BotSettingsPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}
