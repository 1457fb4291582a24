import type { Config } from '../../config';
import { toE164 } from './phone-forms';
import { SmsFailure, type SmsFailureKind, type SmsProvider } from './provider';

export type TencentSmsConfig = Pick<
  Config,
  | 'TENCENT_SMS_SECRET_ID'
  | 'TENCENT_SMS_SECRET_KEY'
  | 'TENCENT_SMS_REGION'
  | 'TENCENT_SMS_SDK_APP_ID'
  | 'TENCENT_SMS_SIGN_NAME'
  | 'TENCENT_SMS_TEMPLATE_ID'
  | 'TENCENT_SMS_TEMPLATE_PARAMS'
  | 'TENCENT_SMS_ENDPOINT'
  | 'SMS_TIMEOUT_MS'
>;

/**
 * Tencent Cloud's codes the person asking can act on, with how long its rule holds the number;
 * every other code is ours to fix. They come per number in `SendStatusSet[].Code` and, for some
 * malformed numbers, as the request's `Response.Error.Code`.
 */
const PERSON_CODES: Record<string, { kind: SmsFailureKind; retryAfter?: number }> = {
  'InvalidParameterValue.IncorrectPhoneNumber': { kind: 'phone_invalid' },
  'FailedOperation.PhoneNumberParseFail': { kind: 'phone_invalid' },
  'FailedOperation.PhoneNumberInBlacklist': { kind: 'phone_invalid' },
  'UnsupportedOperation.UnsupportedRegion': { kind: 'phone_invalid' },
  'LimitExceeded.PhoneNumberDailyLimit': { kind: 'phone_daily_limit' },
  'LimitExceeded.PhoneNumberSameContentDailyLimit': { kind: 'phone_daily_limit' },
  'LimitExceeded.PhoneNumberThirtySecondLimit': { kind: 'phone_too_frequent', retryAfter: 30 },
  'LimitExceeded.PhoneNumberOneHourLimit': { kind: 'phone_too_frequent', retryAfter: 3_600 },
  'LimitExceeded.DeliveryFrequencyLimit': { kind: 'phone_too_frequent', retryAfter: 60 },
};

function failure(code: string, requestId?: string): SmsFailure {
  const known = PERSON_CODES[code];
  return new SmsFailure(
    known?.kind ?? 'unavailable',
    'tencent',
    code,
    requestId,
    known?.retryAfter,
  );
}

/** The SDK's error: `Response.Error` (code, requestId), a non-200 answer or no answer at all. */
interface SdkError {
  code?: unknown;
  requestId?: unknown;
  httpCode?: unknown;
}

function fromSdkError(error: unknown): SmsFailure {
  const e = (error ?? {}) as SdkError;
  const requestId = typeof e.requestId === 'string' && e.requestId ? e.requestId : undefined;
  if (typeof e.code === 'string' && e.code) return failure(e.code, requestId);
  // Its message may quote the request; only a fixed code is kept.
  return new SmsFailure(
    'unavailable',
    'tencent',
    typeof e.httpCode === 'number' ? `HTTP_${e.httpCode}` : 'NETWORK',
    requestId,
  );
}

/** Tencent Cloud SMS (`SendSms`, 2021-01-11) on its official SDK, which signs with TC3-HMAC-SHA256. */
export async function tencentSmsProvider(config: TencentSmsConfig): Promise<SmsProvider> {
  const { sms } = await import('tencentcloud-sdk-nodejs-sms');
  const endpoint = new URL(config.TENCENT_SMS_ENDPOINT);
  const client = new sms.v20210111.Client({
    credential: {
      secretId: config.TENCENT_SMS_SECRET_ID,
      secretKey: config.TENCENT_SMS_SECRET_KEY,
    },
    region: config.TENCENT_SMS_REGION,
    profile: {
      httpProfile: {
        endpoint: endpoint.host,
        protocol: `${endpoint.protocol}//`,
        reqTimeout: config.SMS_TIMEOUT_MS / 1000,
      },
    },
  });
  const slots = config.TENCENT_SMS_TEMPLATE_PARAMS.split(',');
  return {
    name: 'tencent',
    async sendCode(phone, code, ttlSeconds) {
      const minutes = String(Math.max(1, Math.round(ttlSeconds / 60)));
      const number = toE164(phone);
      let answer: Awaited<ReturnType<typeof client.SendSms>>;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [number],
          SmsSdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
          SignName: config.TENCENT_SMS_SIGN_NAME,
          TemplateId: config.TENCENT_SMS_TEMPLATE_ID!,
          TemplateParamSet: slots.map((slot) => (slot === 'code' ? code : minutes)),
        });
      } catch (error) {
        throw fromSdkError(error);
      }
      const status =
        answer.SendStatusSet?.find((s) => s.PhoneNumber === number) ?? answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw failure(status?.Code ?? 'EMPTY_ANSWER', answer.RequestId);
      return { requestId: answer.RequestId };
    },
  };
}
