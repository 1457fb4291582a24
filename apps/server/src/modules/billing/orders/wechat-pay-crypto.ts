/**
 * WeChat Pay API v3's signatures. Our requests are signed with the merchant's private key
 * (SHA256withRSA over method, path, time, nonce and body); its answers and notifications are
 * verified with the key its `Wechatpay-Serial` names: a WeChat Pay public key (`PUB_KEY_ID_…`,
 * what new merchants get) or a platform certificate, and refused when older than five minutes.
 * A notification's resource is AES-256-GCM with the APIv3 key, its tag the last 16 bytes.
 */
import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/** How far a signed time may be from ours. */
export const WECHAT_SKEW_MS = 5 * 60 * 1000;

export interface WechatKeys {
  mchid: string;
  merchantSerial: string;
  privateKey: KeyObject;
  /** The platform's verifying keys by the serial (or public key id) that names them. */
  platformKeys: ReadonlyMap<string, KeyObject>;
  apiV3Key: Buffer;
}

export function loadWechatKeys(input: {
  mchid: string;
  merchantSerial: string;
  privateKeyPem: string;
  apiV3Key: string;
  publicKeyId?: string;
  publicKeyPem?: string;
  platformCertPem?: string;
}): WechatKeys {
  const platformKeys = new Map<string, KeyObject>();
  if (input.publicKeyId && input.publicKeyPem)
    platformKeys.set(input.publicKeyId, createPublicKey(input.publicKeyPem));
  if (input.platformCertPem) {
    const cert = new X509Certificate(input.platformCertPem);
    platformKeys.set(cert.serialNumber.toUpperCase(), cert.publicKey);
  }
  return {
    mchid: input.mchid,
    merchantSerial: input.merchantSerial,
    privateKey: createPrivateKey(input.privateKeyPem),
    platformKeys,
    apiV3Key: Buffer.from(input.apiV3Key, 'utf8'),
  };
}

/** The `Authorization` header of a request to WeChat Pay. */
export function authorization(
  keys: WechatKeys,
  method: string,
  pathAndQuery: string,
  body: string,
) {
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const message = `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(keys.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchid}",nonce_str="${nonce}",` +
    `timestamp="${timestamp}",serial_no="${keys.merchantSerial}",signature="${signature}"`
  );
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Why a signed message from WeChat Pay was not believed, or null when it was. */
export function signatureProblem(
  keys: WechatKeys,
  headers: Headers,
  body: string,
  now = Date.now(),
): string | null {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  const serial = header(headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return 'unsigned';
  const key = keys.platformKeys.get(serial.toUpperCase()) ?? keys.platformKeys.get(serial);
  if (!key) return 'unknown serial';
  const at = Number(timestamp) * 1000;
  if (!Number.isFinite(at) || Math.abs(now - at) >= WECHAT_SKEW_MS) return 'stale';
  const ok = createVerify('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .verify(key, signature, 'base64');
  return ok ? null : 'bad signature';
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** The plaintext of a notification's resource; throws when it was not sealed with our key. */
export function decryptResource(keys: WechatKeys, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unknown algorithm');
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keys.apiV3Key, Buffer.from(resource.nonce));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}
