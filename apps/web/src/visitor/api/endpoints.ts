import type { z } from 'zod';
import type {
  BotShareInfo,
  conversationMessageListSchema,
  conversationStatusResultSchema,
  FeedbackRating,
  VisitorConversation,
  VisitorFile,
} from '@miaoyu/contracts/bot';
import { CASE_STATIC_AUTHORIZATION } from '@miaoyu/contracts/bot-constants';
import type { VisitorClient } from './client';

/** The visitor routes (`/v1/case/*`), one function each. Shapes come from the contracts. */

export type StatusChange = z.infer<typeof conversationStatusResultSchema>;
export type MessagePage = z.infer<typeof conversationMessageListSchema>;

const session = (id: string) => `/v1/case/sessions/${encodeURIComponent(id)}`;

/** The profile the server wrote into the page (saving the first round trip), if it did. */
export function inlineShareInfo(): BotShareInfo | null {
  const text = document.getElementById('bot-info')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BotShareInfo;
  } catch {
    return null;
  }
}

export const getShareInfo = (client: VisitorClient) =>
  client.json<BotShareInfo>({
    path: '/v1/case/share/info',
    visitor: false,
  });

export const listConversations = (client: VisitorClient) =>
  client.json<{ list: VisitorConversation[] }>({
    path: '/v1/case/sessions',
  });

export const createConversation = (client: VisitorClient) =>
  client.json<VisitorConversation>({
    method: 'POST',
    path: '/v1/case/sessions',
  });

export const getMessages = (client: VisitorClient, sessionId: string, before?: string) =>
  client.json<MessagePage>({
    path: `${session(sessionId)}/messages`,
    query: { before, limit: '30' },
  });

/** The answer to a question, as Server-Sent Events (`start`, `citations`, `delta`, `done`...). */
export const askQuestion = (
  client: VisitorClient,
  sessionId: string,
  ask: { prompt: string; files: string[] },
  signal: AbortSignal,
) =>
  client.stream({
    method: 'POST',
    path: `${session(sessionId)}/completions`,
    json: { prompt: ask.prompt, files: ask.files },
    signal,
  });

export const stopAnswer = (client: VisitorClient, sessionId: string, answerId: string) =>
  client.json<{ stopped: boolean }>({
    method: 'POST',
    path: `${session(sessionId)}/completions/${encodeURIComponent(answerId)}/stop`,
  });

export const requestHandoff = (client: VisitorClient, sessionId: string) =>
  client.json<StatusChange>({
    method: 'POST',
    path: `${session(sessionId)}/handoff`,
  });

/** The conversation's live stream: stored messages after `after`, then new ones and status. */
export const openLiveEvents = (
  client: VisitorClient,
  sessionId: string,
  after: string,
  signal: AbortSignal,
) =>
  client.stream({
    path: `${session(sessionId)}/events`,
    query: { after },
    signal,
  });

export function uploadFile(client: VisitorClient, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.json<VisitorFile>({ method: 'POST', path: '/v1/case/fileId', body: form, signal });
}

export const suggestQuestions = (client: VisitorClient, sessionId?: string) =>
  client.json<{ questions: string[] }>({
    method: 'POST',
    path: '/v1/case/qa',
    json: { sessionId },
  });

/** Form-encoded with the fixed visitor authorization, as the route requires. */
export function sendFeedback(
  client: VisitorClient,
  completionId: string,
  rating: FeedbackRating,
  reason = '',
) {
  const form = new URLSearchParams();
  form.append('rating', rating);
  form.append('reason', reason);
  return client.json<{ rating: FeedbackRating }>({
    method: 'POST',
    path: `/v1/case/completions/${encodeURIComponent(completionId)}/feedback`,
    body: form,
    headers: { Authorization: CASE_STATIC_AUTHORIZATION },
  });
}
