/**
 * Payment channels' notifications: public, as the channel calls them, believed only once the
 * channel's adapter has verified the raw body (signature, time, sealed content). A notice kept
 * (or kept before) is answered 204, as WeChat Pay wants, only after its transaction committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentChannelSchema } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { errorResponses } from '../../../lib/error-responses';
import type { PaymentChannels } from './channels';
import { receivePaymentNotice } from './inbox';

const notifyRoutes: FastifyPluginAsyncZod<{ channels: PaymentChannels }> = async (
  app,
  { channels },
) => {
  // Signatures are over the bytes sent: the body is kept as it came, never parsed and re-made.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/v1/payments/:channel/notify',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: "A payment channel's notification (verified by the channel's signature)",
        params: z.object({ channel: paymentChannelSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const channel = channels.get(request.params.channel);
      if (!channel?.verifyNotice || !app.plans.enabled) throw new AppError(404, 'NOT_FOUND');
      const raw = typeof request.body === 'string' ? request.body : '';
      const notice = await channel.verifyNotice(request, raw);
      if (notice) await receivePaymentNotice(app.db, channel.name, notice, request.log);
      return reply.code(204).send(null);
    },
  );
};

export default notifyRoutes;
