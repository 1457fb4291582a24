import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index';
import { noNulCheck, wellFormedCheck } from './text';

/**
 * What a request carries is named `…Body`, `…Query`, `…Params`, `…Fields` or `…Request`, or is the
 * input of a create, update or test action. Every string in one must be built on `safeText()`, so
 * U+0000 is refused and lone surrogates are replaced before anything reaches the database.
 */
const REQUEST_SCHEMA =
  /(Body|Query|Params|Fields|Request)Schema$|^(create|update|test)[A-Z]\w*Schema$/;
const ANSWER_SCHEMA = /Result|Answer/;

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
interface Leaf {
  path: string;
  schema: z.core.$ZodType;
}

/** Every string schema reachable from `schema`, with its path. */
function stringLeaves(schema: z.core.$ZodType, path: string, seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  const child = (s: unknown, at = path): Leaf[] => stringLeaves(s as z.core.$ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
        child(value, `${path}.${key}`),
      );
    case 'array':
      return child(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return child(def.innerType);
    case 'pipe':
      return [...child(def.in), ...child(def.out)];
    case 'lazy':
      return child((def.getter as () => unknown)());
    case 'union':
      return (def.options as unknown[]).flatMap((option) => child(option));
    case 'intersection':
      return [...child(def.left), ...child(def.right)];
    case 'record':
      return [...child(def.keyType), ...child(def.valueType)];
    default:
      return [];
  }
}

const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    REQUEST_SCHEMA.test(name) &&
    !ANSWER_SCHEMA.test(name) &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value,
) as [string, z.core.$ZodType][];

describe('request schemas', () => {
  it('are found by their names', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'profileBodySchema',
        'banBodySchema',
        'chatPageQuerySchema',
        'chatCompletionRequestSchema',
        'createChatSessionSchema',
        'feedbackFieldsSchema',
        'createOrgBodySchema',
        'switchOrgBodySchema',
        'createModelProviderSchema',
        'testModelProviderSchema',
        'adminSearchQuerySchema',
        'orgIdParamsSchema',
      ]),
    );
  });

  it.each(requestSchemas)('%s builds every string on safeText()', (name, schema) => {
    const leaves = stringLeaves(schema, name);
    for (const leaf of leaves) {
      const checks = leaf.schema._zod.def.checks ?? [];
      expect(checks, `${leaf.path} refuses U+0000`).toContain(noNulCheck);
      expect(checks, `${leaf.path} replaces lone surrogates`).toContain(wellFormedCheck);
    }
  });
});
