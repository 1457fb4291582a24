import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { itHandlesAnUnreachableProvider, refusalOf } from '../../../test/sms/adapter-faults';
import { startAliyunSmsStub, type AliyunSmsStub } from '../../../test/sms/aliyun-stub';
import { aliyunSmsProvider } from './aliyun';
import type { SmsProvider } from './provider';

const KEYS = {
  accessKeyId: 'LTAI5tTestKeyId000001',
  accessKeySecret: 'test-secret-aliyun-0123456789',
};
const APPROVED = { signName: '妙语科技', templateCode: 'SMS_465230001' };

function adapterConfig(stub: AliyunSmsStub, overrides: Record<string, string> = {}) {
  return testConfig({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: KEYS.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: KEYS.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: APPROVED.signName,
    ALIYUN_SMS_TEMPLATE_CODE: APPROVED.templateCode,
    ALIYUN_SMS_MINUTES_PARAM: 'min',
    ALIYUN_SMS_ENDPOINT: stub.url,
    SMS_TIMEOUT_MS: '600',
    ...overrides,
  });
}

describe('Aliyun SMS adapter against a local Aliyun endpoint', () => {
  let stub: AliyunSmsStub;
  let sms: SmsProvider;
  beforeAll(async () => {
    stub = await startAliyunSmsStub({ ...KEYS, ...APPROVED, templateVariables: ['code', 'min'] });
    sms = await aliyunSmsProvider(adapterConfig(stub));
  });
  afterAll(() => stub.close());

  it('sends a signed SendSms with the sign, template and code, to the national number', async () => {
    const receipt = await sms.sendCode('13800000001', '314159', 300);
    expect(stub.state.badSignatures).toBe(0);
    expect(stub.sends('13800000001')).toBe(1);
    expect(stub.delivered.at(-1)?.params).toEqual({ code: '314159', min: '5' });
    expect(receipt.requestId).toBe(stub.delivered.at(-1)?.requestId);
    // International numbers go as country code and number, without "+".
    await sms.sendCode('+85261234567', '271828', 300);
    expect(stub.sends('85261234567')).toBe(1);
    await sms.sendCode('13800000001', '161803', 300);
    expect(stub.sends('13800000001')).toBe(2);
  });

  it('never sends a +1 number as the 11 digits Aliyun reads as a mainland mobile', async () => {
    const asked = stub.state.requests;
    for (const phone of ['+13125550100', '+14155552671', '+12025550100']) {
      const failure = await refusalOf(sms.sendCode(phone, '123456', 300));
      expect(failure).toMatchObject({
        kind: 'phone_invalid',
        providerCode: 'NUMBER_READ_AS_MAINLAND',
      });
    }
    expect(stub.state.requests).toBe(asked);
    expect(stub.sends('13125550100')).toBe(0);
    expect(stub.delivered.filter((d) => d.region === 'mainland').map((d) => d.phone)).not.toContain(
      '14155552671',
    );
  });

  it('sends other countries as country code and number, which Aliyun reads as abroad', async () => {
    for (const [phone, wire] of [
      ['+442079460958', '442079460958'],
      ['+6591234567', '6591234567'],
      ['+81312345678', '81312345678'],
    ] as const) {
      await sms.sendCode(phone, '123456', 300);
      expect(stub.delivered.at(-1)).toMatchObject({ phone: wire, region: 'international' });
    }
  });

  it('is refused, and sends nothing, when signed with another secret', async () => {
    const forged = await aliyunSmsProvider(
      adapterConfig(stub, { ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret-0000000000' }),
    );
    const failure = await refusalOf(forged.sendCode('13800000002', '123456', 300));
    expect(failure).toMatchObject({ kind: 'unavailable', providerCode: 'SignatureDoesNotMatch' });
    expect(failure.requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(stub.state.badSignatures).toBe(1);
    expect(stub.sends('13800000002')).toBe(0);
  });

  it.each([
    ['isv.MOBILE_NUMBER_ILLEGAL', '非法手机号', 'phone_invalid', undefined],
    // The account's daily quota set in the console: every number stops, not just this one.
    ['isv.DAY_LIMIT_CONTROL', '触发日发送限额', 'unavailable', undefined],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1', 'phone_too_frequent', 60],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5', 'phone_too_frequent', 3600],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10', 'phone_daily_limit', undefined],
    ['isv.AMOUNT_NOT_ENOUGH', '账户余额不足', 'unavailable', undefined],
    ['isv.OUT_OF_SERVICE', '业务停机', 'unavailable', undefined],
    ['isp.SYSTEM_ERROR', 'System error', 'uncertain', undefined],
  ])('maps %s (%s) to %s', async (code, message, kind, retryAfter) => {
    stub.refuse('13800000003', { code, message });
    const failure = await refusalOf(sms.sendCode('13800000003', '123456', 300));
    stub.refuse('13800000003', undefined);
    expect(failure).toMatchObject({ kind, providerCode: code, retryAfterSeconds: retryAfter });
    expect(failure.requestId).toBeTruthy();
    expect(stub.sends('13800000003')).toBe(0);
  });

  it('maps platform throttling (HTTP 400 Throttling.User) to unavailable', async () => {
    stub.refuse('13800000004', {
      status: 400,
      code: 'Throttling.User',
      message: 'Request was denied due to user flow control.',
    });
    const failure = await refusalOf(sms.sendCode('13800000004', '123456', 300));
    stub.refuse('13800000004', undefined);
    expect(failure).toMatchObject({ kind: 'unavailable', providerCode: 'Throttling.User' });
    expect(failure.requestId).toBeTruthy();
  });

  it('waits for a slow answer as long as SMS_TIMEOUT_MS allows', async () => {
    // Half the time-out: the rest leaves room for signing and connecting on a busy CI machine.
    stub.state.delayMs = 300; // of 600
    try {
      await sms.sendCode('13800000009', '123456', 300);
    } finally {
      stub.state.delayMs = 0;
    }
    expect(stub.sends('13800000009')).toBe(1);
  });

  it('cannot tell after a 5xx whether the message left', async () => {
    stub.refuse('13800000008', { status: 503, code: 'ServiceUnavailable' });
    const failure = await refusalOf(sms.sendCode('13800000008', '123456', 300));
    stub.refuse('13800000008', undefined);
    expect(failure).toMatchObject({ kind: 'uncertain', providerCode: 'HTTP_503' });
  });

  it('treats a sign or template Aliyun has not approved as ours to fix', async () => {
    const unsigned = await aliyunSmsProvider(
      adapterConfig(stub, { ALIYUN_SMS_SIGN_NAME: '未审核签名' }),
    );
    expect(await refusalOf(unsigned.sendCode('13800000005', '123456', 300))).toMatchObject({
      kind: 'unavailable',
      providerCode: 'isv.SMS_SIGNATURE_ILLEGAL',
    });
  });

  itHandlesAnUnreachableProvider({
    adapter: () => sms,
    timeoutMs: 600,
    hang: (on) => {
      stub.state.hang = on;
    },
    adapterAtClosedPort: () =>
      aliyunSmsProvider(adapterConfig(stub, { ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9' })),
  });
});
