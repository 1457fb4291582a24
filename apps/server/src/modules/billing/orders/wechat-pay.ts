/**
 * The WeChat Pay API v3 channel: Native (a QR code) on a desktop, H5 (WeChat Pay's page) on a
 * phone. Every request is signed and every answer verified; a notification is believed only when
 * its signature, time and sealed resource all hold, and it must name our merchant and app.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { PaymentChannelAdapter, PaymentNotice } from './channels';
import type { OrderRow } from './orders.repo';
import {
  authorization,
  decryptResource,
  signatureProblem,
  type EncryptedResource,
  type WechatKeys,
} from './wechat-pay-crypto';

export interface WechatPaySettings {
  baseUrl: string;
  appid: string;
  /** Where WeChat Pay posts its notifications (https, no query). */
  notifyUrl: string;
  keys: WechatKeys;
}

/** WeChat Pay refused a request: its status and code (`ORDER_NOT_EXIST`, `FREQUENCY_LIMITED` …). */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}`);
  }
}

interface Transaction {
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  mchid?: string;
  appid?: string;
  success_time?: string;
  amount?: { total?: number };
}

/** RFC 3339 with seconds, as WeChat Pay reads times. */
const rfc3339 = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export function wechatPayChannel(settings: WechatPaySettings): PaymentChannelAdapter {
  const { keys } = settings;

  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const res = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: {
        authorization: authorization(keys, method, path, text),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : text,
      signal: AbortSignal.timeout(10_000),
    });
    const raw = await res.text();
    if (res.status >= 400) {
      const code = (() => {
        try {
          return String((JSON.parse(raw) as { code?: string }).code ?? 'UNKNOWN');
        } catch {
          return 'UNKNOWN';
        }
      })();
      throw new WechatPayError(res.status, code);
    }
    const problem = signatureProblem(keys, Object.fromEntries(res.headers), raw);
    if (problem) throw new Error(`WeChat Pay's answer was not believed: ${problem}`);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  const ours = (t: Transaction) => t.mchid === keys.mchid && t.appid === settings.appid;

  function noticeOf(t: Transaction, eventId: string, payload: unknown): PaymentNotice | null {
    if (t.trade_state === 'SUCCESS')
      return {
        eventId,
        outTradeNo: t.out_trade_no,
        state: 'paid',
        amountFen: t.amount?.total ?? -1,
        channelTradeNo: t.transaction_id ?? null,
        at: t.success_time ? new Date(t.success_time) : new Date(),
        payload,
      };
    if (['CLOSED', 'REVOKED', 'PAYERROR'].includes(t.trade_state))
      return {
        eventId,
        outTradeNo: t.out_trade_no,
        state: 'closed',
        amountFen: t.amount?.total ?? -1,
        channelTradeNo: t.transaction_id ?? null,
        at: new Date(),
        payload,
      };
    return null;
  }

  return {
    name: 'wechat',

    async start(order, context) {
      const common = {
        appid: settings.appid,
        mchid: keys.mchid,
        description: order.planName ?? order.orgName,
        out_trade_no: order.outTradeNo,
        time_expire: rfc3339(order.expiresAt),
        notify_url: settings.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      };
      if (context.client === 'mobile') {
        const answer = await call('POST', '/v3/pay/transactions/h5', {
          ...common,
          scene_info: { payer_client_ip: context.ip, h5_info: { type: 'Wap' } },
        });
        return { kind: 'redirect', url: String(answer.h5_url) };
      }
      // On a desktop, and in WeChat's own browser (a code held down there pays too).
      const answer = await call('POST', '/v3/pay/transactions/native', common);
      return { kind: 'qr', codeUrl: String(answer.code_url) };
    },

    async verifyNotice(request: FastifyRequest, rawBody: string) {
      const problem = signatureProblem(keys, request.headers, rawBody);
      if (problem) throw new AppError(401, 'PAYMENT_NOTICE_INVALID', { reason: problem });
      let body: { id?: string; event_type?: string; resource?: EncryptedResource };
      let transaction: Transaction;
      try {
        body = JSON.parse(rawBody) as typeof body;
        if (body.event_type !== 'TRANSACTION.SUCCESS') return null;
        transaction = JSON.parse(decryptResource(keys, body.resource!)) as Transaction;
      } catch {
        throw new AppError(400, 'PAYMENT_NOTICE_INVALID', { reason: 'unreadable' });
      }
      if (!ours(transaction) || !body.id)
        throw new AppError(400, 'PAYMENT_NOTICE_INVALID', { reason: 'not ours' });
      return noticeOf(transaction, body.id, transaction);
    },

    async query(order: OrderRow) {
      const path =
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.outTradeNo)}` +
        `?mchid=${encodeURIComponent(keys.mchid)}`;
      try {
        const t = (await call('GET', path)) as unknown as Transaction;
        if (!ours(t)) return null;
        return noticeOf(t, `query:${t.transaction_id ?? order.outTradeNo}:${t.trade_state}`, t);
      } catch (err) {
        if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
    },

    async close(order: OrderRow) {
      await call(
        'POST',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.outTradeNo)}/close`,
        { mchid: keys.mchid },
      );
    },
  };
}
