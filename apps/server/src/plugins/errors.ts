import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  formatMessage,
  isMessageKey,
  type ApiError,
  type ErrorCode,
  type LimitKey,
} from '@miaoyu/contracts';
import { AppError, isUniqueViolation } from '../lib/errors';
import { localeFromHeader } from '../lib/locale';
import { sizeText } from '../lib/upload';
import { toErrorDetails } from '../lib/validation';
import { FORM_BODY_LIMIT, MULTIPART_LIMITS } from './multipart';

/** Fastify's own client errors, mapped onto the catalogue of DESIGN.md §5. */
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'TOO_MANY_FILES' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
};

/** Multipart count limits: the body is too large, in the unit whose limit it reached. */
const FORM_COUNT_LIMITS: Record<string, { unit: LimitKey; count: number }> = {
  FST_FIELDS_LIMIT: { unit: 'limit.formFields', count: MULTIPART_LIMITS.fields },
  FST_PARTS_LIMIT: { unit: 'limit.formParts', count: MULTIPART_LIMITS.parts },
};

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

/**
 * The body limit that applied to this request, as Fastify picks it: the route's own, else its
 * content type parser's (form-encoded bodies have a smaller one), else the app's.
 */
function bodyLimitOf(request: FastifyRequest, appLimit: number): number {
  const routeLimit = request.routeOptions.bodyLimit;
  if (routeLimit && routeLimit !== appLimit) return routeLimit;
  return FORM_TYPE.test(request.headers['content-type'] ?? '') ? FORM_BODY_LIMIT : appLimit;
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding fails before routing,
 * before any hook (so before the locale's), and still answers in the app's own shape.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = localeFromHeader(request.headers['accept-language']);
  const body: ApiError = { message: formatMessage(locale, 'BAD_REQUEST'), code: 'BAD_REQUEST' };
  void reply.code(400).type('application/json').send(body);
}

/** One error handler for the whole app: every answer is `{ message, code, detail? }`. */
export default fp<{ bodyLimit: number }>(
  async (app, { bodyLimit }) => {
    const send = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
      const localise = (msg: string) =>
        isMessageKey(msg) ? formatMessage(request.locale, msg, error.params) : msg;
      const body: ApiError = {
        message: formatMessage(request.locale, error.code, {
          limit: sizeText(bodyLimitOf(request, bodyLimit)),
          ...error.params,
        }),
        code: error.code,
        ...(error.detail
          ? { detail: error.detail.map((d) => ({ ...d, msg: localise(d.msg) })) }
          : {}),
      };
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .type('application/json')
        .send(body);
    };

    app.setErrorHandler((raw: FastifyError, request, reply) => {
      if (raw instanceof AppError) return send(request, reply, raw);
      if (hasZodFastifySchemaValidationErrors(raw)) {
        const detail = toErrorDetails(raw.validation, raw.validationContext, request.locale);
        return send(request, reply, new AppError(422, 'VALIDATION_FAILED', {}, detail));
      }
      if (isUniqueViolation(raw)) {
        request.log.info({ err: raw }, 'unique violation');
        return send(request, reply, new AppError(409, 'CONFLICT'));
      }
      const known = raw.code ? FASTIFY_CODES[raw.code] : undefined;
      if (known) return send(request, reply, new AppError(known.status, known.code));
      const counted = raw.code ? FORM_COUNT_LIMITS[raw.code] : undefined;
      if (counted) {
        const limit = formatMessage(request.locale, counted.unit, { count: counted.count });
        return send(request, reply, new AppError(413, 'PAYLOAD_TOO_LARGE', { limit }));
      }
      if (raw instanceof SyntaxError && raw.statusCode === 400) {
        return send(request, reply, new AppError(400, 'INVALID_JSON'));
      }
      // A library's own 403 (the static files' for a name too long or a dot file) hides nothing
      // the caller may not see: there is no such page.
      const status = raw.statusCode === 403 ? 404 : (raw.statusCode ?? 500);
      if (status >= 400 && status < 500) {
        request.log.info({ err: raw }, 'client error');
        return send(
          request,
          reply,
          new AppError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'),
        );
      }
      // Internals (stack, SQL) go to the log, never to the caller.
      request.log.error({ err: raw }, 'request failed');
      return send(request, reply, new AppError(500, 'INTERNAL'));
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);
