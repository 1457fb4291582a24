import {
  BOT_VISITOR_DAY_RANGE,
  BOT_VISITOR_MINUTE_RANGE,
  createBotKeySchema,
  type BotKey,
  type CreateBotKey,
} from '@miaoyu/contracts/bot';
import { schemaErrors, type FieldErrors } from '@/lib/form';

/** The key form's fields, as the contract has them. */
export const KEY_FIELDS = Object.keys(createBotKeySchema.shape) as (keyof CreateBotKey)[];

/** A new key: no sites yet (a link only), never expires, the contract's default limits. */
export const newKeyValues = (): CreateBotKey => ({
  name: '',
  allowedOrigins: [],
  expiresAt: null,
  perVisitorPerMinute: BOT_VISITOR_MINUTE_RANGE.default,
  perVisitorPerDay: BOT_VISITOR_DAY_RANGE.default,
});

export function keyValuesOf(key: BotKey): CreateBotKey {
  const { name, allowedOrigins, expiresAt, perVisitorPerMinute, perVisitorPerDay } = key;
  return { name, allowedOrigins, expiresAt, perVisitorPerMinute, perVisitorPerDay };
}

/** The form's values over a starting point; Arco leaves cleared fields undefined. */
export function mergeKeyValues(base: CreateBotKey, values: Partial<CreateBotKey>): CreateBotKey {
  const merged = { ...base };
  for (const field of KEY_FIELDS)
    if (values[field] !== undefined) Object.assign(merged, { [field]: values[field] });
  return merged;
}

/** What is wrong with a key's settings, by field name (`allowedOrigins[1]`). */
export const keyErrors = (values: CreateBotKey): FieldErrors =>
  schemaErrors(createBotKeySchema, values);

/** The error of a field edited as one control (the origins), or the first of its items'. */
export function fieldOrItemError(errors: FieldErrors, field: string): string | undefined {
  return (
    errors[field] ?? Object.entries(errors).find(([name]) => name.startsWith(`${field}[`))?.[1]
  );
}

/** What an edit sends: the fields that differ from the key as saved (both as the server keeps them). */
export function keyChanges(saved: BotKey, values: CreateBotKey): Partial<CreateBotKey> {
  const before = keyValuesOf(saved);
  const after = createBotKeySchema.parse(values);
  return Object.fromEntries(
    KEY_FIELDS.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    ).map((field) => [field, after[field]]),
  );
}

export type KeyState = 'active' | 'expired' | 'suspended' | 'revoked';

/** Whether a key works now. */
export function keyState(key: BotKey, now = Date.now()): KeyState {
  if (key.revokedAt) return 'revoked';
  if (key.suspendedAt) return 'suspended';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}
