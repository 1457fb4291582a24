import type { Config } from '../../config';
import { toAliyunNumber } from './phone-forms';
import {
  codeMinutes,
  noAnswer,
  SmsFailure,
  type SmsFailureKind,
  type SmsProvider,
} from './provider';

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

/**
 * Aliyun's codes that the person asking can act on; every other code is ours to fix. Note
 * `isv.DAY_LIMIT_CONTROL` is not among them: it is the account's daily quota set in the console,
 * which stops every number, so it is an outage for whoever runs the studio.
 */
const PERSON_CODES: Record<string, SmsFailureKind> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'phone_invalid',
  // A fault inside Aliyun, answered with HTTP 200: whether the message left is not known.
  'isp.SYSTEM_ERROR': 'uncertain',
};

const SECONDS = { minute: 60, hour: 3_600 };

/**
 * `isv.BUSINESS_LIMIT_CONTROL` covers Aliyun's per-number limits by minute, hour and day; its
 * message names which ("触发分钟级流控", "触发小时级流控", "触发天级流控").
 */
function businessLimit(message: string): { kind: SmsFailureKind; retryAfterSeconds?: number } {
  if (message.includes('天级') || /\bday/i.test(message)) return { kind: 'phone_daily_limit' };
  if (message.includes('小时级') || /\bhour/i.test(message))
    return { kind: 'phone_too_frequent', retryAfterSeconds: SECONDS.hour };
  return { kind: 'phone_too_frequent', retryAfterSeconds: SECONDS.minute };
}

function refusal(providerCode: string, message: string, requestId?: string): SmsFailure {
  const rule =
    providerCode === 'isv.BUSINESS_LIMIT_CONTROL'
      ? businessLimit(message)
      : { kind: PERSON_CODES[providerCode] ?? 'unavailable' };
  return new SmsFailure({ ...rule, provider: 'aliyun', providerCode, requestId });
}

/** The SDK's errors: ClientError, ThrottlingError, ServerError for answers; Node's for none. */
interface SdkError {
  code?: unknown;
  requestId?: unknown;
  statusCode?: unknown;
  data?: { Message?: unknown };
}

function fromSdkError(error: unknown): SmsFailure {
  const e = (error ?? {}) as SdkError;
  if (typeof e.statusCode !== 'number') {
    return noAnswer('aliyun', `${String(e.code)} ${(error as Error)?.name}`);
  }
  const requestId =
    typeof e.requestId === 'string' && e.requestId !== 'undefined' ? e.requestId : undefined;
  // A 5xx says the request failed somewhere inside; whether the message left is not known.
  if (e.statusCode >= 500) {
    return new SmsFailure({
      kind: 'uncertain',
      provider: 'aliyun',
      providerCode: `HTTP_${e.statusCode}`,
      requestId,
    });
  }
  const code =
    typeof e.code === 'string' && e.code !== 'undefined' ? e.code : `HTTP_${e.statusCode}`;
  return refusal(code, typeof e.data?.Message === 'string' ? e.data.Message : '', requestId);
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
      // The SDK's HTTP client uses the connect timeout as the socket's idle timeout for the
      // whole exchange, so both are the full budget; the guard's deadline bounds the total.
      connectTimeout: config.SMS_TIMEOUT_MS,
      readTimeout: config.SMS_TIMEOUT_MS,
    }),
  );
  return {
    name: 'aliyun',
    async sendCode(phone, code, ttlSeconds) {
      const params: Record<string, string> = { [config.ALIYUN_SMS_CODE_PARAM]: code };
      if (config.ALIYUN_SMS_MINUTES_PARAM)
        params[config.ALIYUN_SMS_MINUTES_PARAM] = codeMinutes(ttlSeconds);
      const phoneNumbers = toAliyunNumber(phone);
      if (!phoneNumbers)
        throw new SmsFailure({
          kind: 'phone_invalid',
          provider: 'aliyun',
          providerCode: 'NUMBER_READ_AS_MAINLAND',
        });
      const request = new SendSmsRequest({
        phoneNumbers,
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
        throw refusal(body?.code ?? 'EMPTY_ANSWER', body?.message ?? '', body?.requestId);
      return { requestId: body.requestId };
    },
  };
}
