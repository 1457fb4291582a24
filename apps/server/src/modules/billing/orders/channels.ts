/**
 * Payment channels behind one interface. A channel starts a payment for an order, proves what a
 * notification says (its signature, its time), and answers a query about an order; the inbox
 * alone decides what any of it does to the order.
 */
import type { FastifyRequest } from 'fastify';
import type { PaymentAction, PaymentChannel, PaymentClient } from '@miaoyu/contracts';
import type { OrderRow } from './orders.repo';

/** What a channel says happened to a payment, once verified. */
export interface PaymentNotice {
  /** The channel's id for this event; told again, it is the same id. */
  eventId: string;
  outTradeNo: string;
  state: 'paid' | 'closed';
  /** What the channel says was paid (or refunded), in fen. */
  amountFen: number;
  channelTradeNo: string | null;
  at: Date;
  /** The notification as verified, kept with the event. */
  payload: unknown;
}

export interface StartContext {
  client: PaymentClient;
  /** Where the buyer comes back to when the channel's page is done. */
  returnUrl: string;
  /** The buyer's address, which some channels want for phone payments. */
  ip: string;
}

export interface PaymentChannelAdapter {
  readonly name: PaymentChannel;
  /** Asks the channel for a payment of the order; what the buyer does next. */
  start(order: OrderRow, context: StartContext): Promise<PaymentAction>;
  /**
   * Verifies a notification (signature, time, sealed content) and reads it: throws an AppError
   * when it is not believed, null when it is but says nothing about a payment.
   */
  verifyNotice?(request: FastifyRequest, rawBody: string): Promise<PaymentNotice | null>;
  /** What the channel knows of the order now (reconciling one whose notification never came). */
  query(order: OrderRow): Promise<PaymentNotice | null>;
  /** Closes the order at the channel, so it cannot be paid after we stopped waiting. */
  close?(order: OrderRow): Promise<void>;
}

export type PaymentChannels = ReadonlyMap<PaymentChannel, PaymentChannelAdapter>;
