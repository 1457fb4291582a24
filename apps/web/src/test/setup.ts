// Arco resolves to its CJS build under Vitest and to ES modules for style entries: adapt both.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n';

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

// Tests switch languages with i18n.changeLanguage directly: have every language loaded.
beforeAll(() => loadLocale('en-US'));

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});
