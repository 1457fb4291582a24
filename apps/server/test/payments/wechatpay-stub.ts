/**
 * A local WeChat Pay API v3, written from its documentation for the tests: it refuses a request
 * whose `Authorization` signature the merchant's key does not verify, signs every answer and
 * notification with its own platform key (a `PUB_KEY_ID_` public key, or a certificate), and
 * seals a notification's transaction with the APIv3 key in AES-256-GCM. Keys are made here.
 */
import { execFileSync } from 'node:child_process';
import {
  createCipheriv,
  createPrivateKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();

/** A platform signing key: a WeChat Pay public key with its id, or a certificate's key. */
export function platformKey(mode: 'publicKey' | 'certificate') {
  if (mode === 'publicKey') {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      privateKey,
      serial: 'PUB_KEY_ID_0114232025101500000001',
      publicKeyPem: pem(publicKey, 'spki'),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'wxpay-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=WeChat Pay stub',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const certPem = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    return {
      privateKey: createPrivateKey(readFileSync(path.join(dir, 'key.pem'), 'utf8')),
      serial: new X509Certificate(certPem).serialNumber,
      certPem,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface StubOrder {
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  mchid: string;
  appid: string;
}

export interface WechatPayStubOptions {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  apiV3Key: string;
  platform: { privateKey: KeyObject; serial: string };
}

export async function startWechatPayStub(options: WechatPayStubOptions) {
  const orders = new Map<string, StubOrder>();
  const calls: { method: string; path: string; signed: boolean }[] = [];

  function sign(body: string, timestamp = Math.floor(Date.now() / 1000)) {
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(options.platform.privateKey, 'base64');
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.platform.serial,
      'request-id': randomBytes(8).toString('hex'),
    };
  }

  /** Whether the caller's `Authorization` is the merchant's signature of this request. */
  function signedByMerchant(request: IncomingMessage, body: string) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (fields.mchid !== options.mchid || fields.serial_no !== options.merchantSerial) return false;
    return createVerify('RSA-SHA256')
      .update(
        `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`,
      )
      .verify(options.merchantPublicKey, fields.signature ?? '', 'base64');
  }

  const transaction = (no: string, order: StubOrder, total = order.total) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: no,
    transaction_id: order.transactionId,
    trade_type: 'NATIVE',
    trade_state: order.state,
    trade_state_desc: order.state,
    ...(order.state === 'SUCCESS' ? { success_time: new Date().toISOString() } : {}),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
  });

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = request.url ?? '';
      const signed = signedByMerchant(request, body);
      calls.push({ method: request.method ?? '', path: url.split('?')[0]!, signed });
      const answer = (status: number, json?: object) => {
        const text = json ? JSON.stringify(json) : '';
        response.writeHead(status, { 'content-type': 'application/json', ...sign(text) });
        response.end(text);
      };
      if (!signed) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
      const make = url.match(/^\/v3\/pay\/transactions\/(native|h5)$/);
      if (request.method === 'POST' && make) {
        const input = JSON.parse(body) as {
          appid: string;
          mchid: string;
          out_trade_no: string;
          amount: { total: number };
        };
        if (input.mchid !== options.mchid || input.appid !== options.appid)
          return answer(400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid和mch_id不匹配' });
        if (!orders.has(input.out_trade_no))
          orders.set(input.out_trade_no, {
            total: input.amount.total,
            state: 'NOTPAY',
            transactionId: `42000${Date.now()}${randomBytes(3).toString('hex')}`,
            mchid: input.mchid,
            appid: input.appid,
          });
        return make[1] === 'native'
          ? answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${input.out_trade_no}` })
          : answer(200, {
              h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${input.out_trade_no}`,
            });
      }
      const one = url.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?(\?.*)?$/);
      const order = one ? orders.get(decodeURIComponent(one[1]!)) : undefined;
      if (!one || !order) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (one[2]) {
        if (order.state === 'NOTPAY') order.state = 'CLOSED';
        return answer(204);
      }
      return answer(200, transaction(decodeURIComponent(one[1]!), order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    orders,
    /** The buyer scans and pays. */
    pay(no: string) {
      const order = orders.get(no);
      if (!order) throw new Error(`no order ${no} at the stub`);
      order.state = 'SUCCESS';
      return order;
    },
    /**
     * The TRANSACTION.SUCCESS notification of a paid order, as WeChat Pay posts it: its own id,
     * the transaction sealed with the APIv3 key, signed. Options make it wrong in one way.
     */
    notification(
      no: string,
      wrong: { total?: number; tamper?: boolean; ageSeconds?: number; serial?: string } = {},
    ) {
      const order = orders.get(no)!;
      const nonce = randomBytes(6).toString('hex');
      const aad = 'transaction';
      const cipher = createCipheriv(
        'aes-256-gcm',
        Buffer.from(options.apiV3Key),
        Buffer.from(nonce),
      );
      cipher.setAAD(Buffer.from(aad));
      const plain = JSON.stringify(transaction(no, order, wrong.total ?? order.total));
      const sealed = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      const body = JSON.stringify({
        id: `EV-${order.transactionId}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: aad,
          nonce,
        },
      });
      const headers = {
        'content-type': 'application/json',
        ...sign(body, Math.floor(Date.now() / 1000) - (wrong.ageSeconds ?? 0)),
        ...(wrong.serial ? { 'wechatpay-serial': wrong.serial } : {}),
      };
      return { headers, body: wrong.tamper ? body.replace('支付成功', '支付成功!') : body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WechatPayStub = Awaited<ReturnType<typeof startWechatPayStub>>;

/** A merchant's key pair, as the merchant platform issues it (the private half is ours). */
export function merchantKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKeyPem: pem(privateKey, 'pkcs8'), publicKey };
}
