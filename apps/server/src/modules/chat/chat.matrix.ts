import { multipart } from '../../../test/multipart';
import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];
/** Someone else's chat session is not found, whoever asks (only `{userId}` paths answer 403). */
const notTheirs = { owner: 404, admin: 404, otherOwner: 404, platformAdmin: 404 };

/** A person's own chats: sessions and messages belong to the member alone. */
export const MATRIX: MatrixAction[] = [
  {
    name: "list the member's chat sessions",
    request: (w) => ({ method: 'GET', url: `/v1/users/${w.ids.member}/chat/session` }),
    allowed: ['member'],
  },
  {
    name: 'create a chat session',
    request: () => ({ method: 'POST', url: '/v1/chat/sessions', payload: { title: '新会话' } }),
    allowed: signedIn,
  },
  {
    name: "read the member's chat session",
    request: (w) => ({ method: 'GET', url: `/v1/chat/sessions/${w.chat.sessionId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "rename the member's chat session",
    request: (w) => ({
      method: 'PUT',
      url: '/v1/chat/sessions',
      payload: { sessionId: w.chat.sessionId, title: '改名' },
    }),
    allowed: ['member'],
    // Whose session is in the body.
    decidedByBody: 'everyone',
    denied: notTheirs,
  },
  {
    name: "delete the member's chat session",
    request: (w) => ({ method: 'DELETE', url: `/v1/chat/sessions/${w.chat.sessionId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: "list the member's messages",
    request: (w) => ({
      method: 'GET',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions`,
    }),
    allowed: ['member'],
  },
  {
    name: "ask in the member's session (stream)",
    request: (w) => ({
      method: 'POST',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions`,
      payload: { prompt: '你好' },
    }),
    allowed: ['member'],
  },
  {
    name: "stop the member's answer",
    request: (w) => ({
      method: 'POST',
      url: `/v1/chat/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions/${w.chat.answerId}/stop`,
    }),
    allowed: ['member'],
  },
  {
    name: "delete the member's turn (session path)",
    request: (w) => ({
      method: 'DELETE',
      url: `/v1/users/${w.ids.member}/sessions/${w.chat.sessionId}/completions/${w.chat.questionId}`,
    }),
    allowed: ['member'],
  },
  {
    name: "delete the member's turn (completion path)",
    request: (w) => ({ method: 'DELETE', url: `/v1/completions/${w.chat.answerId}` }),
    allowed: ['member'],
    denied: notTheirs,
  },
  {
    name: 'upload a chat attachment',
    request: () => {
      const form = multipart({}, [
        {
          field: 'file',
          filename: 'a.md',
          contentType: 'text/markdown',
          body: Buffer.from('# 标题'),
        },
      ]);
      return {
        method: 'POST',
        url: '/v1/chat/attachments',
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: signedIn,
  },
  {
    name: 'list chat models',
    request: () => ({ method: 'GET', url: '/v1/chat/models' }),
    allowed: signedIn,
  },
];
