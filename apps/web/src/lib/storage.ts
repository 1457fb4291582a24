import type { Guard } from './guards';

/** Web storage that never throws: blocked storage, quota errors and bad JSON all read as absent. */
function createStorage(area: () => Storage) {
  const store = {
    getString(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },

    setString(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // Private mode or a full quota: the app keeps working for this page's life.
      }
    },

    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing to do: the value cannot be read back either.
      }
    },

    /** The stored JSON value if it parses and passes `guard`, else null. */
    getJSON<T>(key: string, guard: Guard<T>): T | null {
      const raw = store.getUnknown(key);
      return raw !== undefined && guard(raw) ? raw : null;
    },

    /** The stored JSON value, unchecked; undefined when absent or not JSON. */
    getUnknown(key: string): unknown {
      const raw = store.getString(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },

    setJSON(key: string, value: unknown): void {
      store.setString(key, JSON.stringify(value));
    },
  };
  return store;
}

/** Kept across visits: token, user, settings, language, theme. */
export const storage = createStorage(() => window.localStorage);

/** Kept for this browser tab only: the tab bar. */
export const sessionStore = createStorage(() => window.sessionStorage);
