// Arco resolves to its CJS build under Vitest and to ES modules for style entries: adapt both.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Notification } from '@arco-design/web-react';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StateCreator } from 'zustand';
import { registerFeatures, type Feature } from '@/lib/feature';
import { ensureNamespace, i18n, loadLocale } from '@/lib/i18n';
import { loadEveryDomain } from '@/lib/messages';
import { loadErrorNotice } from '@/lib/http';
import { forgetPreloaded } from '@/lib/preload';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session';

// findBy*/waitFor give up after 1 s by default; lazy pages on a busy CI machine can take longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; Arco's Grid and responsive hooks call it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Components are tested outside the app, which would register its features: do it here.
const features = Object.values(
  import.meta.glob<Record<string, Feature>>('/src/features/*/feature.tsx', { eager: true }),
).flatMap((module) => Object.values(module));
registerFeatures(features);

// Tests switch languages with i18n.changeLanguage directly: have every text in every language.
beforeAll(async () => {
  // Error notices show at once in tests, as they do in the app once the page has loaded.
  await loadErrorNotice();
  await Promise.all(features.map((feature) => ensureNamespace(feature.name)));
  await loadLocale('en-US');
  // Pages render here without their routes, which load the domains' error texts they show.
  await loadEveryDomain('zh-CN');
});

// Files share their worker's modules (see vitest.config.ts): each test starts from every store's
// first state and an empty query cache, as a fresh page does. The stores are the app's own,
// recorded as zustand makes them (on the global: a later file's setup shares the first's modules).
type StoreResets = { storeResets?: Array<() => void> };
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const resets = ((globalThis as StoreResets).storeResets ??= []);
  const record = (initializer: StateCreator<object>) => {
    const store = zustand.create(initializer);
    const first = store.getInitialState();
    resets.push(() => store.setState(first, true));
    return store;
  };
  // create(initializer), or create<State>()(initializer) as the app writes it.
  const create = (initializer?: StateCreator<object>) =>
    initializer ? record(initializer) : record;
  return { ...zustand, create };
});

afterEach(async () => {
  cleanup();
  useSessionStore.getState().end(); // also drops a reload still on its way
  for (const reset of (globalThis as StoreResets).storeResets ?? []) reset();
  queryClient.clear();
  forgetPreloaded();
  window.localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});

// Arco draws messages and notifications in roots of their own that cleanup() does not unmount; a
// close timer firing after the file's jsdom is gone throws "window is not defined". Close them all
// and wait until their exit transitions have left the page.
afterAll(async () => {
  Message.clear();
  Notification.clear();
  await waitFor(() => {
    if (document.querySelector('.arco-message, .arco-notification')) throw new Error('still open');
  });
});
