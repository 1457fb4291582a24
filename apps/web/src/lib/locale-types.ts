/**
 * An English text that changes with `count` ("1 member", "2 members"): i18next picks the form
 * by the language's plural rules. Chinese, the source, needs one form only.
 */
export class Plural {
  constructor(
    readonly one: string,
    readonly other: string,
  ) {}
}

export const plural = (one: string, other: string) => new Plural(one, other);

/** A language file's shape: the source language's keys, any strings (or plural forms). */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string | Plural : Widen<T[K]> };

/** Texts as i18next reads them: each plural becomes `key_one` and `key_other`. */
export function expandPlurals(texts: object): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (value instanceof Plural) {
      out[`${key}_one`] = value.one;
      out[`${key}_other`] = value.other;
    } else if (value !== null && typeof value === 'object') out[key] = expandPlurals(value);
    else out[key] = value;
  }
  return out;
}
