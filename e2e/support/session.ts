import { expect, type Page } from '@playwright/test';
import { signInThroughForm } from './login';

export const ADMIN_PHONE = '13800000001';
export const MEMBER_PHONE = '13800000002';

type Session = Record<'token' | 'userId' | 'userInfo', string>;

/** Sessions signed in through the form earlier in this run (one worker runs every file). */
const sessions = new Map<string, Session>();

async function stillValid(page: Page, session: Session): Promise<boolean> {
  const answer = await page.request.get('/v1/user/info', {
    headers: { authorization: session.token },
  });
  return answer.ok();
}

/** Remembers the session the page now holds, for later tests that only need to be signed in. */
export async function rememberSession(page: Page, phone: string): Promise<void> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    userId: localStorage.getItem('userId') ?? '',
    userInfo: localStorage.getItem('userInfo') ?? '',
  }));
  expect(session.token).not.toBe('');
  sessions.set(phone, session);
}

/**
 * Opens `path` signed in as `phone`: through the login form the first time in this run, then
 * by restoring that session (once per tab, so signing out in a test stays signed out).
 */
export async function openSignedIn(page: Page, phone: string, path = '/dashboard/workplace') {
  let session = sessions.get(phone);
  // Another test may have signed this session out (logout revokes the token) or banned it.
  if (session && !(await stillValid(page, session))) {
    sessions.delete(phone);
    session = undefined;
  }
  if (!session) {
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await signInThroughForm(page, phone);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await rememberSession(page, phone);
    return;
  }
  await page.addInitScript((stored: Session) => {
    if (sessionStorage.getItem('e2e-session-restored')) return;
    sessionStorage.setItem('e2e-session-restored', '1');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, session);
  await page.goto(path);
}
