import { toAliyunNumber, toE164 } from '../../src/plugins/sms/phone-forms';
import type { SmsFailureKind } from '../../src/plugins/sms/provider';
import { startAliyunSmsStub } from './aliyun-stub';
import { startTencentSmsStub, type TencentRefusal } from './tencent-stub';

/** A provider stub seen the same way whichever provider it is, for tests through the app. */
export interface SmsWorld {
  env: Record<string, string>;
  /** The code in the newest message to this canonical number. */
  lastCode(phone: string): string | undefined;
  sends(phone: string): number;
  requests(): number;
  /** Makes the provider refuse this number the given way, until cleared with undefined. */
  refuse(phone: string, kind: SmsFailureKind | undefined): void;
  hang(on: boolean): void;
  /** Delivers, and answers, only after this long (the message arrives though the caller left). */
  slow(ms: number): void;
  close(): Promise<void>;
}

export async function aliyunWorld(): Promise<SmsWorld> {
  const keys = { accessKeyId: 'LTAI5tAppTest0001', accessKeySecret: 'app-test-secret-aliyun-000' };
  const approved = { signName: '妙语', templateCode: 'SMS_100000001' };
  const stub = await startAliyunSmsStub({ ...keys, ...approved, templateVariables: ['code'] });
  const refusals: Record<SmsFailureKind, { status?: number; code: string; message: string }> = {
    phone_invalid: { code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '非法手机号' },
    phone_daily_limit: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发天级流控Permits:10' },
    phone_too_frequent: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' },
    unavailable: { code: 'isv.AMOUNT_NOT_ENOUGH', message: '账户余额不足' },
    uncertain: {
      status: 503,
      code: 'ServiceUnavailable',
      message: 'The request has failed due to a temporary failure of the server.',
    },
  };
  return {
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: approved.signName,
      ALIYUN_SMS_TEMPLATE_CODE: approved.templateCode,
      ALIYUN_SMS_ENDPOINT: stub.url,
    },
    lastCode: (phone) => stub.lastCode(toAliyunNumber(phone) ?? phone),
    sends: (phone) => stub.sends(toAliyunNumber(phone) ?? phone),
    requests: () => stub.state.requests,
    refuse: (phone, kind) => stub.refuse(toAliyunNumber(phone) ?? phone, kind && refusals[kind]),
    hang: (on) => {
      stub.state.hang = on;
    },
    slow: (ms) => {
      stub.state.delayMs = ms;
    },
    close: stub.close,
  };
}

export async function tencentWorld(): Promise<SmsWorld> {
  const keys = { secretId: 'AKIDappTest0000000001', secretKey: 'app-test-secret-tencent-00' };
  const app = {
    region: 'ap-guangzhou',
    sdkAppId: '1400900001',
    signName: '妙语',
    templateId: '1900001',
  };
  const stub = await startTencentSmsStub({ ...keys, ...app, templateParams: 1 });
  const refusals: Record<SmsFailureKind, TencentRefusal> = {
    phone_invalid: { where: 'status', code: 'InvalidParameterValue.IncorrectPhoneNumber' },
    phone_daily_limit: { where: 'status', code: 'LimitExceeded.PhoneNumberDailyLimit' },
    phone_too_frequent: { where: 'status', code: 'LimitExceeded.PhoneNumberThirtySecondLimit' },
    unavailable: { where: 'status', code: 'FailedOperation.InsufficientBalanceInSmsPackage' },
    uncertain: { where: 'error', code: 'InternalError.Timeout' },
  };
  return {
    env: {
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: keys.secretId,
      TENCENT_SMS_SECRET_KEY: keys.secretKey,
      TENCENT_SMS_REGION: app.region,
      TENCENT_SMS_SDK_APP_ID: app.sdkAppId,
      TENCENT_SMS_SIGN_NAME: app.signName,
      TENCENT_SMS_TEMPLATE_ID: app.templateId,
      TENCENT_SMS_ENDPOINT: stub.url,
    },
    lastCode: (phone) => stub.lastParams(toE164(phone))?.[0],
    sends: (phone) => stub.sends(toE164(phone)),
    requests: () => stub.state.requests,
    refuse: (phone, kind) => stub.refuse(toE164(phone), kind && refusals[kind]),
    hang: (on) => {
      stub.state.hang = on;
    },
    slow: (ms) => {
      stub.state.delayMs = ms;
    },
    close: stub.close,
  };
}

export const SMS_WORLDS = { aliyun: aliyunWorld, tencent: tencentWorld };
