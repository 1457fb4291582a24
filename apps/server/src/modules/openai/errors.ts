/**
 * Errors of the OpenAI-compatible API in OpenAI's shape, `{ error: { message, type, code, param } }`,
 * which OpenAI's clients turn into their error classes (401 AuthenticationError, 429
 * RateLimitError...). Bad input is 400 here, as OpenAI answers it, not the studio's 422.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  formatMessage,
  type ErrorCode,
  type Locale,
  type OpenaiError,
  type OPENAI_ERROR_TYPES,
} from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { withoutNul } from '../../lib/storable';
import { sizeText } from '../../lib/upload';
import { toErrorDetails } from '../../lib/validation';

type OpenaiErrorType = (typeof OPENAI_ERROR_TYPES)[number];

const TYPE_BY_STATUS: Record<number, OpenaiErrorType> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'invalid_request_error',
  415: 'invalid_request_error',
  422: 'invalid_request_error',
  429: 'rate_limit_error',
};

/** Fastify's own refusals of a body, by status. */
const BODY_ERRORS: Record<number, ErrorCode> = {
  400: 'INVALID_JSON',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A failure as this API answers it: its status and body. */
export function openaiError(
  error: AppError,
  locale: Locale,
  extra: Record<string, string | number> = {},
): { status: number; body: OpenaiError } {
  const first = error.detail?.[0];
  const message = first
    ? first.msg
    : formatMessage(locale, error.code, { ...extra, ...error.params });
  return {
    status: error.statusCode,
    body: {
      error: {
        // The message may quote a model provider's error text.
        message: withoutNul(message),
        type: TYPE_BY_STATUS[error.statusCode] ?? 'api_error',
        code: error.code,
        param: first ? first.loc.filter((part) => part !== 'body').join('.') || null : null,
      },
    },
  };
}

/** Whatever was thrown, as the AppError the caller is told about; internals are only logged. */
export function knownError(raw: unknown, request: FastifyRequest): AppError {
  if (raw instanceof AppError) return raw;
  const error = raw as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const detail = toErrorDetails(error.validation, error.validationContext, request.locale);
    return new AppError(400, 'VALIDATION_FAILED', {}, detail);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return new AppError(status, BODY_ERRORS[status] ?? 'BAD_REQUEST');
  }
  request.log.error({ err: error }, 'request failed');
  return new AppError(500, 'INTERNAL');
}

/** The error handler of the API's routes. */
export function openaiErrorHandler(bodyLimit: number) {
  return (raw: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = knownError(raw, request);
    const limit = sizeText(request.routeOptions.bodyLimit ?? bodyLimit);
    const { status, body } = openaiError(known, request.locale, { limit });
    return reply.code(status).headers(known.headers).type('application/json').send(body);
  };
}
