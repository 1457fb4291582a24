import { z } from 'zod';

/** One item of a 422 answer: where the bad value is and what is wrong with it. */
export const errorDetailSchema = z.object({
  loc: z.array(z.string()),
  msg: z.string(),
});

/** Every non-2xx answer has this shape (DESIGN.md §5). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    detail: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Stable machine codes; the web client translates them, the server localises its message. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_REVOKED',
  'FORBIDDEN',
  'USER_BANNED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'SMS_RESEND_TOO_SOON',
  'SMS_CODE_WRONG',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_TOO_MANY_TRIES',
  'SMS_SEND_FAILED',
  'ORG_NAME_MISMATCH',
  'TEAM_CODE_TAKEN',
  'PERSONAL_ORG',
  'OWNER_MUST_TRANSFER',
  'ALREADY_MEMBER',
  'INVITE_EXPIRED',
  'INVITE_USED',
  'INVITE_REVOKED',
  'INVITE_WRONG_PHONE',
  'ROLE_TOO_HIGH',
  'INVALID_IMAGE',
  'FILE_REQUIRED',
  'TOO_MANY_FILES',
  'OWNS_TEAM_WITH_MEMBERS',
  'PHONE_TAKEN',
  'MODEL_NOT_FOUND',
  'MODEL_NO_VISION',
  'ATTACHMENT_INVALID',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_NOT_FOUND',
  'ANSWER_NOT_FOUND',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNREACHABLE',
  'UPSTREAM_BAD_RESPONSE',
  'BASE_URL_FORBIDDEN',
  'BASE_URL_UNRESOLVED',
  'ANSWER_INTERRUPTED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'STORAGE_QUOTA_EXCEEDED',
  'DOCUMENT_TOO_LARGE',
  'DUPLICATE_DOCUMENT',
  'UPLOAD_PART_INVALID',
  'UPLOAD_INCOMPLETE',
  'FOLDER_CYCLE',
  'URL_FORBIDDEN',
  'URL_UNRESOLVED',
  'DOCUMENT_BUSY',
  'HELPER_KEYS_LIMIT',
  'API_KEY_INVALID',
  'HELPER_NOT_SUBSCRIBABLE',
  'HELPER_NOT_SHARED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
