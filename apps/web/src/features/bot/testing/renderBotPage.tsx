import { PUBLISH_HELPERS } from '@miaoyu/contracts/publishing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { renderWithQuery } from '@/test/render';
import { BotSettingsPage } from '../routes/BotSettingsPage';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/** An owner's rights: they let visitors in (make and change keys). */
const OWNER_PERMISSIONS = [PUBLISH_HELPERS, 'org:manage'];

/** The bot settings page of helper 9, signed in as user 42 of org 7 (its owner, unless told). */
export function renderBotPage(path = '/setting/helpers/9/bot', permissions = OWNER_PERMISSIONS) {
  useSessionStore.setState({ token: 't', userId: user.id, user: { ...user, permissions } });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/setting/helpers/:id/bot" element={<BotSettingsPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}
