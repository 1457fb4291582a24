import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { ERROR_CODES, ERROR_DOMAINS } from './error-codes';
import { SERVER_MESSAGES } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error codes', () => {
  it('are each declared by one domain, and merged whole', () => {
    const domainOf = new Map<string, string>();
    const twice: string[] = [];
    for (const [domain, texts] of Object.entries(ERROR_DOMAINS)) {
      for (const code of Object.keys(texts)) {
        const first = domainOf.get(code);
        if (first) twice.push(`${code} (${first}, ${domain})`);
        else domainOf.set(code, domain);
      }
    }
    expect(twice).toEqual([]);
    expect([...ERROR_CODES].sort()).toEqual([...domainOf.keys()].sort());
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('have a text in every language, with the same placeholders', () => {
    for (const code of ERROR_CODES) {
      const [source, ...others] = LOCALES.map((locale) => {
        const text = SERVER_MESSAGES[locale][code];
        expect(text?.trim(), `${locale} ${code}`).toBeTruthy();
        return placeholders(text);
      });
      for (const other of others) expect(other, code).toEqual(source);
    }
  });

  it('every language has the same keys, none left over', () => {
    const [source, ...others] = LOCALES.map((locale) =>
      Object.keys(SERVER_MESSAGES[locale]).sort(),
    );
    for (const other of others) expect(other).toEqual(source);
  });
});
