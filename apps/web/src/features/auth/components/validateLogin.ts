import type { LoginByPhoneBody } from '@miaoyu/contracts';
import { currentLocale } from '@/lib/i18n';
import { loadContracts } from '../api/contracts';

export type LoginField = keyof LoginByPhoneBody;

/**
 * Checks a field with the same zod schema the server uses, loaded on first use. Answers the
 * message to show, or undefined.
 */
export async function validateLoginField(
  field: LoginField,
  value: string,
): Promise<string | undefined> {
  const { formatMessage, isMessageKey, loginByPhoneBodySchema } = await loadContracts();
  const result = loginByPhoneBodySchema.shape[field].safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? '';
  // The contract's own wording, in the UI's language: the server says the same.
  return isMessageKey(message) ? formatMessage(currentLocale(), message) : message;
}

/** The phone as the server stores it (`+86 138…` → `138…`); the input as typed if not a phone. */
export async function canonicalPhone(value: string): Promise<string> {
  const { normalizePhone } = await loadContracts();
  return normalizePhone(value) ?? value.trim();
}
