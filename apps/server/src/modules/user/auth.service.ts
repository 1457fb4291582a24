import {
  DEFAULT_LOCALE,
  normalizePhone,
  SMS_CODE_LENGTH,
  type Locale,
  type LoginAnswer,
  type SendCodeAnswer,
} from '@miaoyu/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashesEqual, numericCode, randomToken, sha256 } from '../../lib/crypto';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { SmsProvider } from '../../plugins/sms/provider';
import { issueToken } from '../../plugins/auth/tokens';
import { createUserWithPersonalOrg, findUserByPhone } from './repo';
import {
  codesSince,
  deleteCode,
  insertCode,
  latestCode,
  lockPhone,
  recordAttempt,
} from './sms-codes.repo';
import { mayHaveBeenSent, smsFailureAnswer } from './sms-failure';
import { toUserInfo } from './user-info';

type AuthConfig = Pick<
  Config,
  | 'SMS_CODE_TTL_SECONDS'
  | 'SMS_MAX_ATTEMPTS'
  | 'SMS_RESEND_SECONDS'
  | 'SMS_PHONE_HOURLY_LIMIT'
  | 'TOKEN_TTL_DAYS'
>;

interface RequestMeta {
  ip: string;
  /** The language of the request, for the name a new user starts with. */
  locale?: Locale;
  userAgent?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const HOUR_MS = 3_600_000;

/** A new user's name until they choose one, in the language they signed up in. */
const firstNickname = (phone: string, locale: Locale = DEFAULT_LOCALE) =>
  locale === 'en-US' ? `User ${phone.slice(-4)}` : `用户${phone.slice(-4)}`;
const secondsUntil = (when: number) => Math.max(1, Math.ceil((when - Date.now()) / 1000));

function canonical(phone: string): string {
  const normal = normalizePhone(phone);
  // The route schema already refused anything else; this guards direct callers.
  if (!normal) throw new AppError(422, 'VALIDATION_FAILED');
  return normal;
}

export async function sendCode(
  db: Db,
  sms: SmsProvider,
  config: AuthConfig,
  rawPhone: string,
  meta: RequestMeta,
): Promise<SendCodeAnswer> {
  const phone = canonical(rawPhone);
  const code = numericCode(SMS_CODE_LENGTH);
  const salt = randomToken(12);
  const id = await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const last = await latestCode(tx, phone);
    const resendAt = (last?.createdAt.getTime() ?? 0) + config.SMS_RESEND_SECONDS * 1000;
    if (resendAt > Date.now()) throw tooManyRequests('SMS_RESEND_TOO_SOON', secondsUntil(resendAt));
    const recent = await codesSince(tx, phone, new Date(Date.now() - HOUR_MS));
    if (recent.total >= config.SMS_PHONE_HOURLY_LIMIT && recent.oldest) {
      throw tooManyRequests('RATE_LIMITED', secondsUntil(recent.oldest.getTime() + HOUR_MS));
    }
    return insertCode(tx, {
      phone,
      salt,
      codeHash: sha256(`${salt}:${code}`),
      expiresAt: new Date(Date.now() + config.SMS_CODE_TTL_SECONDS * 1000),
      ip: meta.ip,
    });
  });
  try {
    await sms.sendCode(phone, code, config.SMS_CODE_TTL_SECONDS);
  } catch (error) {
    // A code nobody received must not block a retry for the resend interval nor count towards
    // the number's hourly budget. One that may still arrive stays valid and counted, so a late
    // message works and asking again cannot send a second one at once. The provider's own
    // error stays out of the answer and the log: it can quote the request, and so the code.
    if (!mayHaveBeenSent(error)) {
      // Failing to delete leaves the code counted; the person is still told what happened.
      await deleteCode(db, id).catch((deleteError: unknown) =>
        meta.log?.warn({ err: deleteError }, 'unsent sms code could not be deleted'),
      );
    }
    throw smsFailureAnswer(error, config.SMS_RESEND_SECONDS);
  }
  return { resendAfter: config.SMS_RESEND_SECONDS, expiresIn: config.SMS_CODE_TTL_SECONDS };
}

type CodeCheck = 'ok' | 'SMS_CODE_EXPIRED' | 'SMS_CODE_TOO_MANY_TRIES' | 'SMS_CODE_WRONG';

/** Checks and spends a code; a wrong try is counted even though the caller gets an error. */
export async function checkCode(
  db: Db,
  config: AuthConfig,
  phone: string,
  code: string,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const row = await latestCode(tx, phone);
    if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) return 'SMS_CODE_EXPIRED';
    if (row.attempts >= config.SMS_MAX_ATTEMPTS) return 'SMS_CODE_TOO_MANY_TRIES';
    const matches = hashesEqual(row.codeHash, sha256(`${row.salt}:${code}`));
    await recordAttempt(tx, row.id, matches);
    if (matches) return 'ok';
    return row.attempts + 1 >= config.SMS_MAX_ATTEMPTS
      ? 'SMS_CODE_TOO_MANY_TRIES'
      : 'SMS_CODE_WRONG';
  });
}

export async function loginByPhone(
  db: Db,
  config: AuthConfig,
  input: { phone: string; code: string },
  meta: RequestMeta,
): Promise<LoginAnswer> {
  const phone = canonical(input.phone);
  const result = await checkCode(db, config, phone, input.code);
  if (result !== 'ok') throw new AppError(400, result);
  const { user, session } = await db.transaction(async (tx) => {
    // The user row stays locked until the token is stored: a ban (which updates that row) has
    // either committed and is seen here, or waits and then revokes this token with the others.
    const existing = await findUserByPhone(tx, phone, { lock: true });
    if (existing?.ban) throw new AppError(403, 'USER_BANNED');
    const user =
      existing ??
      (await createUserWithPersonalOrg(tx, { phone, nickname: firstNickname(phone, meta.locale) }));
    return { user, session: await issueToken(tx, user.id, config.TOKEN_TTL_DAYS, meta) };
  });
  const info = await toUserInfo(db, user);
  return { ...info, session: { token: session.token, expiresAt: session.expiresAt.toISOString() } };
}
