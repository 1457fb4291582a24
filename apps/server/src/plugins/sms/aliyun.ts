import type { Config } from '../../config';
import { toAliyunNumber } from './phone-forms';
import { SmsFailure, type SmsFailureKind, type SmsProvider } from './provider';

export type AliyunSmsConfig = Pick<
  Config,
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_CODE_PARAM'
  | 'ALIYUN_SMS_MINUTES_PARAM'
  | 'ALIYUN_SMS_ENDPOINT'
  | 'SMS_TIMEOUT_MS'
>;

/** Aliyun's codes that the person asking can act on; every other code is ours to fix. */
const PERSON_CODES: Record<string, SmsFailureKind> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'phone_invalid',
  'isv.DAY_LIMIT_CONTROL': 'phone_daily_limit',
  'isv.BUSINESS_LIMIT_CONTROL': 'phone_too_frequent',
};

const SECONDS = { minute: 60, hour: 3_600 };

/**
 * `isv.BUSINESS_LIMIT_CONTROL` covers Aliyun's per-number limits by minute, hour and day; its
 * message names which ("触发分钟级流控", "触发小时级流控", "触发天级流控").
 */
function businessLimit(message: string): { kind: SmsFailureKind; retryAfter?: number } {
  if (message.includes('天级') || /\bday/i.test(message)) return { kind: 'phone_daily_limit' };
  if (message.includes('小时级') || /\bhour/i.test(message))
    return { kind: 'phone_too_frequent', retryAfter: SECONDS.hour };
  return { kind: 'phone_too_frequent', retryAfter: SECONDS.minute };
}

function failure(code: string, message: string, requestId?: string): SmsFailure {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') {
    const { kind, retryAfter } = businessLimit(message);
    return new SmsFailure(kind, 'aliyun', code, requestId, retryAfter);
  }
  return new SmsFailure(PERSON_CODES[code] ?? 'unavailable', 'aliyun', code, requestId);
}

/** The SDK's errors for HTTP 4xx/5xx (ClientError, ThrottlingError, ServerError) and network. */
interface SdkError {
  code?: unknown;
  requestId?: unknown;
  statusCode?: unknown;
  data?: { Message?: unknown };
}

function fromSdkError(error: unknown): SmsFailure {
  const e = (error ?? {}) as SdkError;
  const requestId =
    typeof e.requestId === 'string' && e.requestId !== 'undefined' ? e.requestId : undefined;
  if (typeof e.statusCode === 'number' && typeof e.code === 'string' && e.code !== 'undefined') {
    const message = typeof e.data?.Message === 'string' ? e.data.Message : '';
    return failure(e.code, message, requestId);
  }
  // No answer from Aliyun: refused connection, TLS, timeout. Its text may hold the request URL
  // (and so the code), so only a fixed code is kept.
  return new SmsFailure(
    'unavailable',
    'aliyun',
    typeof e.statusCode === 'number' ? `HTTP_${e.statusCode}` : 'NETWORK',
    requestId,
  );
}

/** Aliyun SMS (`SendSms`, 2017-05-25) on its official SDK, which signs with ACS3-HMAC-SHA256. */
export async function aliyunSmsProvider(config: AliyunSmsConfig): Promise<SmsProvider> {
  const [{ default: Client, SendSmsRequest }, { $OpenApiUtil }] = await Promise.all([
    import('@alicloud/dysmsapi20170525'),
    import('@alicloud/openapi-core'),
  ]);
  const endpoint = new URL(config.ALIYUN_SMS_ENDPOINT);
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
      endpoint: endpoint.host,
      protocol: endpoint.protocol.replace(':', ''),
      connectTimeout: config.SMS_TIMEOUT_MS,
      readTimeout: config.SMS_TIMEOUT_MS,
    }),
  );
  return {
    name: 'aliyun',
    async sendCode(phone, code, ttlSeconds) {
      const params: Record<string, string> = { [config.ALIYUN_SMS_CODE_PARAM]: code };
      if (config.ALIYUN_SMS_MINUTES_PARAM)
        params[config.ALIYUN_SMS_MINUTES_PARAM] = String(Math.max(1, Math.round(ttlSeconds / 60)));
      const request = new SendSmsRequest({
        phoneNumbers: toAliyunNumber(phone),
        signName: config.ALIYUN_SMS_SIGN_NAME,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
        templateParam: JSON.stringify(params),
      });
      let body: { code?: string; message?: string; requestId?: string } | undefined;
      try {
        body = (await client.sendSms(request)).body;
      } catch (error) {
        throw fromSdkError(error);
      }
      // Business refusals come as HTTP 200 with a code other than OK.
      if (body?.code !== 'OK')
        throw failure(body?.code ?? 'EMPTY_ANSWER', body?.message ?? '', body?.requestId);
      return { requestId: body.requestId };
    },
  };
}
