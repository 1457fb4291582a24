import type {
  SendSmsRequest,
  SendSmsResponse,
} from 'tencentcloud-sdk-nodejs-sms/tencentcloud/services/sms/v20210111/sms_models';
import type { Config } from '../../config';
import { toE164 } from './phone-forms';
import {
  codeMinutes,
  noAnswer,
  SmsFailure,
  type SmsFailureKind,
  type SmsProvider,
} from './provider';

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
 * Tencent Cloud's codes with a meaning for the person asking, with how long its rule holds the
 * number; every other code is ours to fix. They come per number in `SendStatusSet[].Code` and,
 * for some malformed numbers, as the request's `Response.Error.Code`.
 */
const KNOWN_CODES: Record<string, { kind: SmsFailureKind; retryAfterSeconds?: number }> = {
  'InvalidParameterValue.IncorrectPhoneNumber': { kind: 'phone_invalid' },
  'FailedOperation.PhoneNumberInBlacklist': { kind: 'phone_invalid' },
  // Numbers of a country our sign, template or account cannot reach: the same every time.
  'UnsupportedOperation.UnsupportedRegion': { kind: 'phone_invalid' },
  'UnsupportedOperation.ChineseMainlandTemplateToGlobalPhone': { kind: 'phone_invalid' },
  'LimitExceeded.AppCountryOrRegionInBlacklist': { kind: 'phone_invalid' },
  'LimitExceeded.PhoneNumberDailyLimit': { kind: 'phone_daily_limit' },
  'LimitExceeded.PhoneNumberSameContentDailyLimit': { kind: 'phone_daily_limit' },
  'LimitExceeded.PhoneNumberThirtySecondLimit': {
    kind: 'phone_too_frequent',
    retryAfterSeconds: 30,
  },
  'LimitExceeded.PhoneNumberOneHourLimit': { kind: 'phone_too_frequent', retryAfterSeconds: 3_600 },
  'LimitExceeded.DeliveryFrequencyLimit': { kind: 'phone_too_frequent', retryAfterSeconds: 60 },
};

/** Internal errors Tencent raises before anything is sent (checking the request itself). */
const INTERNAL_BEFORE_SENDING = new Set([
  'InternalError.SigVerificationFail',
  'InternalError.SigFieldMissing',
  'InternalError.RestApiInterfaceNotExist',
  'InternalError.RequestTimeException',
]);

function refusal(providerCode: string, requestId?: string): SmsFailure {
  // Any other fault inside Tencent (time-outs, the carrier's answer unread): it may have left.
  const inside =
    providerCode.startsWith('InternalError') && !INTERNAL_BEFORE_SENDING.has(providerCode);
  const rule = KNOWN_CODES[providerCode] ?? { kind: inside ? 'uncertain' : 'unavailable' };
  return new SmsFailure({ ...rule, provider: 'tencent', providerCode, requestId });
}

/** The SDK's error: `Response.Error` (code, requestId), or no answer (the text says why). */
function fromSdkError(error: unknown): SmsFailure {
  const e = (error ?? {}) as { code?: unknown; requestId?: unknown; httpCode?: unknown };
  if (typeof e.code === 'string' && e.code) {
    return refusal(e.code, typeof e.requestId === 'string' ? e.requestId || undefined : undefined);
  }
  if (typeof e.httpCode === 'number') {
    return new SmsFailure({
      kind: e.httpCode >= 500 ? 'uncertain' : 'unavailable',
      provider: 'tencent',
      providerCode: `HTTP_${e.httpCode}`,
    });
  }
  return noAnswer('tencent', String((error as Error)?.message));
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
      const number = toE164(phone);
      const request: SendSmsRequest = {
        PhoneNumberSet: [number],
        SmsSdkAppId: config.TENCENT_SMS_SDK_APP_ID ?? '',
        SignName: config.TENCENT_SMS_SIGN_NAME,
        TemplateId: config.TENCENT_SMS_TEMPLATE_ID ?? '',
        TemplateParamSet: slots.map((slot) => (slot === 'code' ? code : codeMinutes(ttlSeconds))),
      };
      let answer: SendSmsResponse;
      try {
        // `request` rather than `SendSms`: only it takes a signal, so a send given up is ended.
        answer = (await client.request('SendSms', request, {
          signal: AbortSignal.timeout(config.SMS_TIMEOUT_MS),
        })) as SendSmsResponse;
      } catch (error) {
        throw fromSdkError(error);
      }
      const status =
        answer.SendStatusSet?.find((s) => s.PhoneNumber === number) ?? answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw refusal(status?.Code ?? 'EMPTY_ANSWER', answer.RequestId);
      return { requestId: answer.RequestId };
    },
  };
}
