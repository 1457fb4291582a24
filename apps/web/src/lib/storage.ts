import type { ZodType } from 'zod';

/** localStorage that never throws: blocked storage, quota errors and bad JSON all read as absent. */
export const storage = {
  getString(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },

  setString(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app keeps working for this page's life.
    }
  },

  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to do: the value cannot be read back either.
    }
  },

  /** The stored JSON value if it parses and matches `schema`, else null. */
  getJSON<T>(key: string, schema: ZodType<T>): T | null {
    const raw = storage.getString(key);
    if (raw === null) return null;
    try {
      const result = schema.safeParse(JSON.parse(raw));
      return result.success ? result.data : null;
    } catch {
      return null;
    }
  },

  setJSON(key: string, value: unknown): void {
    storage.setString(key, JSON.stringify(value));
  },
};
