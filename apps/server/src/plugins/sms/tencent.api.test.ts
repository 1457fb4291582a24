import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { itHandlesAnUnreachableProvider, refusalOf } from '../../../test/sms/adapter-faults';
import { startTencentSmsStub, type TencentSmsStub } from '../../../test/sms/tencent-stub';
import type { SmsProvider } from './provider';
import { tencentSmsProvider } from './tencent';

const KEYS = {
  secretId: 'AKIDtestSecretId000000000001',
  secretKey: 'test-secret-tencent-0123456789',
};
const APP = {
  region: 'ap-guangzhou',
  sdkAppId: '1400800001',
  signName: '妙语科技',
  templateId: '2100001',
};

function adapterConfig(stub: TencentSmsStub, overrides: Record<string, string> = {}) {
  return testConfig({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: KEYS.secretId,
    TENCENT_SMS_SECRET_KEY: KEYS.secretKey,
    TENCENT_SMS_REGION: APP.region,
    TENCENT_SMS_SDK_APP_ID: APP.sdkAppId,
    TENCENT_SMS_SIGN_NAME: APP.signName,
    TENCENT_SMS_TEMPLATE_ID: APP.templateId,
    TENCENT_SMS_TEMPLATE_PARAMS: 'code,minutes',
    TENCENT_SMS_ENDPOINT: stub.url,
    SMS_TIMEOUT_MS: '600',
    ...overrides,
  });
}

describe('Tencent Cloud SMS adapter against a local Tencent Cloud endpoint', () => {
  let stub: TencentSmsStub;
  let sms: SmsProvider;
  beforeAll(async () => {
    stub = await startTencentSmsStub({ ...KEYS, ...APP, templateParams: 2 });
    sms = await tencentSmsProvider(adapterConfig(stub));
  });
  afterAll(() => stub.close());

  it('sends a signed SendSms with the app, sign, template and code, to the E.164 number', async () => {
    const receipt = await sms.sendCode('13800000001', '314159', 600);
    expect(stub.state.badSignatures).toBe(0);
    // The SDK signs with the endpoint's first label as the service; the stub used what was signed.
    expect(stub.state.services.at(-1)).toBe('127');
    expect(stub.sends('+8613800000001')).toBe(1);
    expect(stub.lastParams('+8613800000001')).toEqual(['314159', '10']);
    expect(receipt.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await sms.sendCode('+85261234567', '271828', 300);
    expect(stub.sends('+85261234567')).toBe(1);
    await sms.sendCode('13800000001', '161803', 300);
    expect(stub.sends('+8613800000001')).toBe(2);
  });

  it('is refused, and sends nothing, when signed with another key', async () => {
    const forged = await tencentSmsProvider(
      adapterConfig(stub, { TENCENT_SMS_SECRET_KEY: 'not-the-key-00000000000000' }),
    );
    const failure = await refusalOf(forged.sendCode('13800000002', '123456', 300));
    expect(failure).toMatchObject({
      kind: 'unavailable',
      providerCode: 'AuthFailure.SignatureFailure',
    });
    expect(failure.requestId).toBeTruthy();
    expect(stub.state.badSignatures).toBe(1);
    expect(stub.sends('+8613800000002')).toBe(0);
  });

  it.each([
    ['status', 'InvalidParameterValue.IncorrectPhoneNumber', 'phone_invalid', undefined],
    ['error', 'InvalidParameterValue.IncorrectPhoneNumber', 'phone_invalid', undefined],
    ['status', 'LimitExceeded.PhoneNumberDailyLimit', 'phone_daily_limit', undefined],
    ['status', 'LimitExceeded.PhoneNumberThirtySecondLimit', 'phone_too_frequent', 30],
    ['status', 'LimitExceeded.PhoneNumberOneHourLimit', 'phone_too_frequent', 3600],
    ['status', 'FailedOperation.SignatureIncorrectOrUnapproved', 'unavailable', undefined],
    ['status', 'FailedOperation.InsufficientBalanceInSmsPackage', 'unavailable', undefined],
    [
      'status',
      'UnsupportedOperation.ChineseMainlandTemplateToGlobalPhone',
      'phone_invalid',
      undefined,
    ],
    ['error', 'UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'unavailable', undefined],
    ['error', 'InternalError.Timeout', 'uncertain', undefined],
    ['status', 'InternalError.OtherError', 'uncertain', undefined],
    ['error', 'InternalError.SigVerificationFail', 'unavailable', undefined],
  ] as const)('maps %s code %s to %s', async (where, code, kind, retryAfter) => {
    stub.refuse('+8613800000003', { where, code });
    const failure = await refusalOf(sms.sendCode('13800000003', '123456', 300));
    stub.refuse('+8613800000003', undefined);
    expect(failure).toMatchObject({ kind, providerCode: code, retryAfterSeconds: retryAfter });
    expect(failure.requestId).toBeTruthy();
    expect(stub.sends('+8613800000003')).toBe(0);
  });

  it('treats a sign Tencent has not approved as ours to fix', async () => {
    const unsigned = await tencentSmsProvider(
      adapterConfig(stub, { TENCENT_SMS_SIGN_NAME: '未审核签名' }),
    );
    expect(await refusalOf(unsigned.sendCode('13800000005', '123456', 300))).toMatchObject({
      kind: 'unavailable',
      providerCode: 'FailedOperation.SignatureIncorrectOrUnapproved',
    });
  });

  itHandlesAnUnreachableProvider({
    adapter: () => sms,
    timeoutMs: 600,
    hang: (on) => {
      stub.state.hang = on;
    },
    adapterAtClosedPort: () =>
      tencentSmsProvider(adapterConfig(stub, { TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9' })),
  });
});
