import { Outlet } from 'react-router';

/** `/setting`: the parent of the account, organisation and helper pages of later issues. */
export function SettingLayout() {
  return <Outlet />;
}
