import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { json, listenLocal, sha256 } from './http-stub';

export interface AliyunRefusal {
  /** HTTP status: 200 for business refusals (`isv.*`), 4xx/5xx for platform ones. */
  status?: number;
  code: string;
  message?: string;
}

const ALGORITHM = 'ACS3-HMAC-SHA256';

/** RFC 3986 percent-encoding, as Aliyun's canonical query string uses. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Recomputes an ACS3-HMAC-SHA256 signature from Aliyun's published algorithm: the canonical
 * request (method, path, sorted query, the signed headers, the payload's hash) hashed, then HMAC'd
 * with the secret. Written from the documentation, not from the SDK, so a signing fault shows.
 */
function expectedSignature(
  request: IncomingMessage,
  url: URL,
  signedHeaders: string[],
  body: Buffer,
  secret: string,
) {
  const query = [...url.searchParams.keys()]
    .sort()
    .map((key) => `${encode(key)}=${encode(url.searchParams.get(key) ?? '')}`)
    .join('&');
  const headers = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    sha256(body),
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${sha256(canonical)}`;
  return {
    stringToSign,
    signature: createHmac('sha256', secret).update(stringToSign).digest('hex'),
  };
}

/**
 * A local Aliyun SMS endpoint (`SendSms`, 2017-05-25) speaking its wire protocol: it checks the
 * signature, the time and the nonce, the approved sign and template, the number's form, and
 * answers Aliyun's real shapes (HTTP 200 with `Code`, 4xx for platform errors). It counts the
 * messages each number received and keeps their template parameters.
 */
export async function startAliyunSmsStub(options: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The template's variables, e.g. `['code']` for "您的验证码为${code}". */
  templateVariables: string[];
}) {
  const delivered: {
    phone: string;
    /** Where Aliyun sends it: 11 digits starting with 1 are read as a mainland mobile. */
    region: 'mainland' | 'international';
    params: Record<string, string>;
    requestId: string;
  }[] = [];
  const refusals = new Map<string, AliyunRefusal>();
  const nonces = new Set<string>();
  const state = { hang: false, badSignatures: 0, requests: 0, delayMs: 0 };

  const stub = await listenLocal(async (request, body, response) => {
    state.requests += 1;
    if (state.hang) return; // never answers: the caller's timeout must end it
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const requestId = randomUUID().toUpperCase();
    const refuse = (status: number, code: string, message: string) =>
      json(response, status, {
        RequestId: requestId,
        HostId: 'dysmsapi.aliyuncs.com',
        Code: code,
        Message: message,
        Recommend: `https://api.aliyun.com/troubleshoot?q=${code}`,
      });
    const url = new URL(request.url ?? '/', 'http://stub');
    const match =
      /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
        String(request.headers.authorization ?? ''),
      );
    if (!match)
      return refuse(
        400,
        'IncompleteSignature',
        'The request signature does not conform to Aliyun standards.',
      );
    const [, keyId, signed, signature] = match as unknown as [string, string, string, string];
    if (keyId !== options.accessKeyId)
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signedHeaders = signed.split(';');
    if (signedHeaders.join(';') !== [...signedHeaders].sort().join(';'))
      return refuse(400, 'IncompleteSignature', 'SignedHeaders must be sorted.');
    // Every x-acs-* header must be signed, so none can be added on the way.
    const unsigned = Object.keys(request.headers).find(
      (name) => name.startsWith('x-acs-') && !signedHeaders.includes(name),
    );
    if (unsigned) return refuse(400, 'IncompleteSignature', `${unsigned} is not signed.`);
    for (const required of [
      'host',
      'x-acs-action',
      'x-acs-content-sha256',
      'x-acs-date',
      'x-acs-signature-nonce',
      'x-acs-version',
    ])
      if (!signedHeaders.includes(required))
        return refuse(400, 'IncompleteSignature', `${required} is not signed.`);
    if (request.headers['x-acs-content-sha256'] !== sha256(body))
      return refuse(400, 'IncompleteSignature', 'The payload hash does not match the body.');
    const expected = expectedSignature(request, url, signedHeaders, body, options.accessKeySecret);
    if (expected.signature !== signature) {
      state.badSignatures += 1;
      return refuse(
        400,
        'SignatureDoesNotMatch',
        `Specified signature does not match our calculation. server string to sign is:${expected.stringToSign}`,
      );
    }
    const date = Date.parse(String(request.headers['x-acs-date']));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000)
      return refuse(
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      );
    const nonce = String(request.headers['x-acs-signature-nonce']);
    if (nonces.has(nonce))
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    if (
      request.method !== 'POST' ||
      request.headers['x-acs-action'] !== 'SendSms' ||
      request.headers['x-acs-version'] !== '2017-05-25'
    )
      return refuse(
        400,
        'InvalidAction.NotFound',
        'Specified api is not found, please check your url and method.',
      );

    const query = Object.fromEntries(url.searchParams);
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode'])
      if (!query[name])
        return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
    const phone = query.PhoneNumbers!;
    const answer = (code: string, message: string, extra: Record<string, string> = {}) =>
      json(response, 200, { Code: code, Message: message, RequestId: requestId, ...extra });
    if (query.SignName !== options.signName)
      return answer('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (query.TemplateCode !== options.templateCode)
      return answer('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let params: Record<string, string>;
    try {
      params = JSON.parse(query.TemplateParam ?? '{}') as Record<string, string>;
    } catch {
      return answer('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (options.templateVariables.some((name) => typeof params[name] !== 'string'))
      return answer('isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    // Mainland numbers as 11 digits, others with their country code and no "+".
    if (!/^(1[3-9]\d{9}|[1-9]\d{7,14})$/.test(phone) || /^86/.test(phone))
      return answer('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    const refusal = refusals.get(phone);
    if (refusal) {
      if ((refusal.status ?? 200) === 200)
        return answer(refusal.code, refusal.message ?? refusal.code);
      return refuse(refusal.status!, refusal.code, refusal.message ?? refusal.code);
    }
    const region = /^1\d{10}$/.test(phone) ? 'mainland' : 'international';
    delivered.push({ phone, region, params, requestId });
    return answer('OK', 'OK', { BizId: `${Date.now()}^0` });
  });

  return {
    ...stub,
    state,
    delivered,
    /** Messages this number received. */
    sends: (phone: string) => delivered.filter((d) => d.phone === phone).length,
    /** The code in the newest message to this number. */
    lastCode: (phone: string, variable = 'code') =>
      delivered.findLast((d) => d.phone === phone)?.params[variable],
    /** Answers every send to this number with the given refusal until cleared. */
    refuse: (phone: string, refusal: AliyunRefusal | undefined) =>
      refusal ? refusals.set(phone, refusal) : refusals.delete(phone),
  };
}
export type AliyunSmsStub = Awaited<ReturnType<typeof startAliyunSmsStub>>;
