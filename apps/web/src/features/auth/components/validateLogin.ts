import type { LoginByPhoneBody } from '@miaoyu/contracts/user';
import { fieldError } from '@/lib/form';
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
  const { loginByPhoneBodySchema } = await loadContracts();
  return fieldError(loginByPhoneBodySchema.shape[field], value);
}

/** The phone as the server stores it (`+86 138…` → `138…`); the input as typed if not a phone. */
export async function canonicalPhone(value: string): Promise<string> {
  const { normalizePhone } = await loadContracts();
  return normalizePhone(value) ?? value.trim();
}
