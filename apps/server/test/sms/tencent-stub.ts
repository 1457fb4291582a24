import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { json, listenLocal, sha256 } from './http-stub';

export interface TencentRefusal {
  /** Per number, in `SendStatusSet[].Code`; or the whole request, in `Response.Error`. */
  where: 'status' | 'error';
  code: string;
  message?: string;
}

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * Recomputes a TC3-HMAC-SHA256 signature from Tencent Cloud's published algorithm: canonical
 * request (method, path, query, signed headers, payload hash), string to sign with the timestamp
 * and credential scope, then the key derived from date, service and "tc3_request".
 *
 * The service comes from the credential scope, not from a fixed "sms": the SDK takes it from the
 * endpoint's first label, which for 127.0.0.1:PORT is "127". The signed host is the host name
 * without the port, as the SDK signs it (a real endpoint never has one).
 */
function expectedSignature(
  request: IncomingMessage,
  body: Buffer,
  scope: { date: string; service: string },
  signedHeaders: string[],
  secretKey: string,
) {
  const headers = signedHeaders
    .map((name) => {
      const value = String(request.headers[name] ?? '').trim();
      return `${name}:${(name === 'host' ? value.replace(/:\d+$/, '') : value).toLowerCase()}\n`;
    })
    .join('');
  const url = new URL(request.url ?? '/', 'http://stub');
  const canonical = [
    request.method,
    url.pathname,
    url.search.slice(1),
    headers,
    signedHeaders.join(';'),
    sha256(body),
  ].join('\n');
  const credentialScope = `${scope.date}/${scope.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(request.headers['x-tc-timestamp']),
    credentialScope,
    sha256(canonical),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, scope.date), scope.service), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

interface SendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

/**
 * A local Tencent Cloud SMS endpoint (`SendSms`, 2021-01-11) speaking its wire protocol: it checks
 * the signature and its time, the app, sign and template, the numbers' E.164 form, and answers
 * Tencent's real shapes (always HTTP 200; `Response.Error` for the request, `SendStatusSet` per
 * number). It counts the messages each number received and keeps their template parameters.
 */
export async function startTencentSmsStub(options: {
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** How many {n} placeholders the template has. */
  templateParams: number;
}) {
  const delivered: { phone: string; params: string[]; serialNo: string }[] = [];
  const refusals = new Map<string, TencentRefusal>();
  const state = {
    hang: false,
    badSignatures: 0,
    requests: 0,
    delayMs: 0,
    services: [] as string[],
  };

  const stub = await listenLocal(async (request, raw, response) => {
    state.requests += 1;
    if (state.hang) return; // never answers: the caller's timeout must end it
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const requestId = randomUUID();
    const error = (code: string, message: string) =>
      json(response, 200, {
        Response: { Error: { Code: code, Message: message }, RequestId: requestId },
      });
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        String(request.headers.authorization ?? ''),
      );
    if (!match)
      return error('AuthFailure.InvalidAuthorization', 'Authorization header is malformed.');
    const [, secretId, date, service, signed, signature] = match as unknown as string[];
    if (secretId !== options.secretId)
      return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(request.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
      return error('AuthFailure.SignatureExpire', 'Signature expired.');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return error(
        'AuthFailure.SignatureFailure',
        'The credential date does not match the timestamp.',
      );
    const signedHeaders = signed!.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type'))
      return error('AuthFailure.SignatureFailure', 'host and content-type must be signed.');
    // The service is "sms" at a real endpoint; at an address the SDK signs its first label.
    const host = String(request.headers.host ?? '').replace(/:\d+$/, '');
    const expectedService = /^[\d.]+$/.test(host) ? host.split('.')[0] : 'sms';
    if (service !== expectedService)
      return error(
        'AuthFailure.SignatureFailure',
        `The credential scope's service is not ${expectedService}.`,
      );
    state.services.push(service!);
    if (
      expectedSignature(
        request,
        raw,
        { date: date!, service: service! },
        signedHeaders,
        options.secretKey,
      ) !== signature
    ) {
      state.badSignatures += 1;
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    }
    if (
      request.headers['x-tc-action'] !== 'SendSms' ||
      request.headers['x-tc-version'] !== '2021-01-11'
    )
      return error('InvalidAction', 'The action does not exist in this version.');
    if (request.headers['x-tc-region'] !== options.region)
      return error(
        'InvalidParameterValue',
        `The region ${String(request.headers['x-tc-region'])} is not supported.`,
      );

    let body: SendSmsBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as SendSmsBody;
    } catch {
      return error('InvalidParameter', 'The body is not JSON.');
    }
    const numbers = Array.isArray(body.PhoneNumberSet) ? body.PhoneNumberSet.map(String) : [];
    if (!numbers.length) return error('MissingParameter', 'PhoneNumberSet is missing.');
    if (body.SmsSdkAppId !== options.sdkAppId)
      return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verify failed.');
    if (body.TemplateId !== options.templateId)
      return error(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'template is not approved or not exist.',
      );
    const params = Array.isArray(body.TemplateParamSet) ? body.TemplateParamSet.map(String) : [];
    if (params.length !== options.templateParams)
      return error(
        'InvalidParameterValue.TemplateParameterFormatError',
        'the number of template parameters does not match.',
      );
    const scripted = numbers.map((n) => refusals.get(n)).find((r) => r?.where === 'error');
    if (scripted) return error(scripted.code, scripted.message ?? scripted.code);

    const status = (phone: string) => {
      const base = {
        PhoneNumber: phone,
        SessionContext: '',
        IsoCode: phone.startsWith('+86') ? 'CN' : 'DEF',
      };
      const refused = (code: string, message: string) => ({
        ...base,
        SerialNo: '',
        Fee: 0,
        Code: code,
        Message: message,
      });
      if (body.SignName !== options.signName)
        return refused(
          'FailedOperation.SignatureIncorrectOrUnapproved',
          'signature is not approved or not exist',
        );
      if (!/^\+[1-9]\d{7,14}$/.test(phone))
        return refused('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
      const refusal = refusals.get(phone);
      if (refusal) return refused(refusal.code, refusal.message ?? refusal.code);
      const serialNo = `2019:${randomUUID()}`;
      delivered.push({ phone, params, serialNo });
      return { ...base, SerialNo: serialNo, Fee: 1, Code: 'Ok', Message: 'send success' };
    };
    return json(response, 200, {
      Response: { SendStatusSet: numbers.map(status), RequestId: requestId },
    });
  });

  return {
    ...stub,
    state,
    delivered,
    /** Messages this number (E.164) received. */
    sends: (phone: string) => delivered.filter((d) => d.phone === phone).length,
    /** The template parameters of the newest message to this number. */
    lastParams: (phone: string) => delivered.findLast((d) => d.phone === phone)?.params,
    /** Answers every send to this number with the given refusal until cleared. */
    refuse: (phone: string, refusal: TencentRefusal | undefined) =>
      refusal ? refusals.set(phone, refusal) : refusals.delete(phone),
  };
}
export type TencentSmsStub = Awaited<ReturnType<typeof startTencentSmsStub>>;
