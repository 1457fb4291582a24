import { CASE_STATIC_AUTHORIZATION } from '@miaoyu/contracts/bot';
import { multipart } from '../../../test/multipart';
import type { MatrixWorld } from '../../../test/matrix/fixture';
import { ASKERS, type Asker, type VisitorAction } from '../../../test/matrix/visitor-actions';

/** Anyone with the key reads the bot's profile; a wrong key is no bot. */
const withKey: Asker[] = ASKERS.filter(
  (asker) => asker !== 'unknownKey' && asker !== 'malformedKey',
);
/** Any visitor with a valid key makes conversations of their own, and files. */
const visitors: Asker[] = ['visitor', 'visitorOfOtherBot', 'visitorWithOtherBotKey'];
const conversation = (a: MatrixWorld) => `/v1/case/sessions/${a.bot.pending.sessionId}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The visitor routes: public, reached by a bot's key and a visitor's signed id. */
export const VISITOR_MATRIX: VisitorAction[] = [
  {
    name: 'become a visitor',
    request: () => ({ method: 'POST', url: '/v1/case/visitors' }),
    allowed: withKey,
  },
  ...['/v1/case/share/info', '/v1/case/webPreviewUi', '/v1/webPreviewUi'].map(
    (url): VisitorAction => ({
      name: `read ${url}`,
      request: () => ({ method: 'GET', url }),
      allowed: withKey,
    }),
  ),
  {
    name: "read the key's team",
    request: () => ({ method: 'GET', url: '/v1/case/key/team' }),
    allowed: withKey.filter((asker) => asker !== 'visitorWithOtherBotKey'),
    // Another bot's key names its own team.
    denied: { visitorWithOtherBotKey: 200 },
    shows: (body, a) => body.includes(a.orgName),
  },
  {
    name: 'list my conversations',
    request: () => ({ method: 'GET', url: '/v1/case/sessions' }),
    allowed: ['visitor'],
    denied: { visitorOfOtherBot: 200, visitorWithOtherBotKey: 200 },
    shows: (body, a) => body.includes(`"id":"${a.bot.pending.sessionId}"`),
  },
  {
    name: 'start a conversation',
    request: () => ({ method: 'POST', url: '/v1/case/sessions' }),
    allowed: visitors,
  },
  {
    name: "read the conversation's messages",
    request: (a) => ({ method: 'GET', url: `${conversation(a)}/messages` }),
    allowed: ['visitor'],
    shows: (body, a) => body.includes(a.bot.pending.answerId),
  },
  {
    // It waits for a person: the question is theirs to read, and the stream ends at once.
    name: 'ask in the conversation',
    request: (a) => ({
      method: 'POST',
      url: `${conversation(a)}/completions`,
      payload: { prompt: '还在吗？', files: [] },
    }),
    allowed: ['visitor'],
  },
  {
    name: "stop the bot's answer",
    request: (a) => ({
      method: 'POST',
      url: `${conversation(a)}/completions/${a.bot.pending.answerId}/stop`,
    }),
    allowed: ['visitor'],
  },
  {
    name: 'ask for a person',
    request: (a) => ({ method: 'POST', url: `${conversation(a)}/handoff` }),
    allowed: ['visitor'],
  },
  {
    name: 'follow the conversation live',
    request: (a) => ({ method: 'GET', url: `${conversation(a)}/events?after=0`, live: true }),
    allowed: ['visitor'],
  },
  {
    name: 'send a file',
    request: () => {
      const form = multipart({}, [
        { field: 'file', filename: 'a.png', contentType: 'image/png', body: PNG },
      ]);
      return {
        method: 'POST',
        url: '/v1/case/fileId',
        payload: form.payload,
        headers: form.headers,
      };
    },
    allowed: visitors,
  },
  {
    name: 'suggest questions for the conversation',
    request: (a) => ({
      method: 'POST',
      url: '/v1/case/qa',
      payload: { sessionId: a.bot.pending.sessionId },
    }),
    allowed: ['visitor'],
  },
  {
    name: "rate the bot's answer",
    request: (a) => ({
      method: 'POST',
      url: `/v1/case/completions/${a.bot.pending.answerId}/feedback`,
      payload: Buffer.from(`rating=dislike&reason=${encodeURIComponent('答非所问')}`),
      headers: {
        authorization: CASE_STATIC_AUTHORIZATION,
        'content-type': 'application/x-www-form-urlencoded',
      },
    }),
    allowed: ['visitor'],
    // The route takes only the visitor page's fixed authorization: a sign-in replaces it.
    denied: { studioUser: [401, 'STATIC_AUTH_REQUIRED'] },
  },
];
