import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatAttachment } from '@miaoyu/contracts/chat';
import { Spin } from '@arco-design/web-react';
import { useEscapeKey } from '@/hooks/useEscapeKey';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { usePhoneScreen } from '@/lib/phone-screen';
import { useCreateSession } from '../api/createSession';
import { useSessions } from '../api/getSessions';
import { ask } from '../api/runAnswer';
import { loadEventStream } from '../api/streamCompletion';
import { NewChat } from '../components/NewChat';
import { SessionPanel } from '../components/SessionPanel';
import { useFillHeight } from '../hooks/useFillHeight';
import { NO_SESSION, useChatStore } from '../store';
import '../components/arcoStyles';
import frame from '../components/ChatFrame.module.css';
import styles from './ChatPage.module.css';
import { loadConversation } from '../loadConversation';

// The first screen of /chat may be the new-chat composer: the conversation and the phone's
// session drawer load when needed.
const Conversation = lazy(() => loadConversation().then((m) => ({ default: m.Conversation })));
const Drawer = lazy(() => import('@arco-design/web-react/es/Drawer'));

/**
 * `/chat/:uuid?` (spec §2, §4): sessions column and the open session. Without a uuid it opens
 * the newest session; `/chat?new=1` shows the new-chat composer instead; `/chat?prompt=` starts
 * a new conversation with that question.
 *
 * Another page that made a session (a helper's page, with `helperCode`) opens it and asks its
 * first question with `/chat/{sessionId}?prompt={question}` (URL-encoded): the question is asked
 * in that session once it has loaded, then dropped from the address, so a reload or Back does
 * not ask it again. Without `?prompt=` the session just opens.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { uuid } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 767px)');
  const [drawer, setDrawer] = useState(false);
  useEscapeKey(drawer, () => setDrawer(false));
  const root = useRef<HTMLDivElement>(null);
  // On a phone the chat is the whole screen below the studio's thin header.
  usePhoneScreen();
  const height = useFillHeight(root, phone ? 0 : 16);
  const create = useCreateSession();
  const newest = useSessions('');
  const prompt = search.get('prompt');
  const fresh = search.has('new');

  const open = useCallback(
    (sessionId: string) => {
      setDrawer(false);
      void navigate(`/chat/${sessionId}`);
    },
    [navigate],
  );

  /** Creates a session; with a question, asks it there at once. */
  const startChat = useCallback(
    async (question?: string, attachments: ChatAttachment[] = []) => {
      const { sessionId } = await create.mutateAsync({});
      const store = useChatStore.getState();
      if (question) {
        store.clearComposer(NO_SESSION);
        ask(client, {
          sessionId,
          prompt: question,
          attachments,
          model: '',
          usingContext: true,
        }).catch((error: unknown) => {
          useChatStore.getState().setDraft(sessionId, question);
          useChatStore.getState().setError(sessionId, errorMessage(error), apiErrorOf(error)?.code);
        });
      }
      setDrawer(false);
      await navigate(`/chat/${sessionId}`, { replace: Boolean(question) && !uuid });
    },
    [create, client, navigate, uuid],
  );

  // `/chat?prompt=`: once per visit (Strict Mode runs effects twice), then the query is dropped.
  // With a uuid the conversation asks it, in that session.
  const consumed = useRef<string | null>(null);
  useEffect(() => {
    if (uuid || !prompt || consumed.current === prompt) return;
    consumed.current = prompt;
    startChat(prompt).catch(() => void navigate('/chat', { replace: true }));
  }, [uuid, prompt, startChat, navigate]);
  const dropPrompt = useCallback(
    () => void navigate(`/chat/${uuid}`, { replace: true }),
    [uuid, navigate],
  );

  // No uuid: the newest session, if there is one.
  const first = newest.data?.pages[0]?.list[0]?.sessionId;
  const waiting = Boolean(prompt) || (!fresh && (newest.isPending || Boolean(first)));
  const composing = !uuid && !waiting;
  // Once the new-chat screen shows, the conversation its first question opens downloads, and
  // the reader of the answer's stream.
  useEffect(() => {
    if (!composing) return;
    void loadConversation();
    void loadEventStream();
  }, [composing]);
  useEffect(() => {
    if (!uuid && !prompt && !fresh && first) void navigate(`/chat/${first}`, { replace: true });
  }, [uuid, prompt, fresh, first, navigate]);

  const onDeleted = useCallback(
    (sessionId: string) => {
      if (sessionId === uuid) void navigate('/chat', { replace: true });
    },
    [uuid, navigate],
  );

  const panel = (
    <SessionPanel
      activeId={uuid}
      onOpen={open}
      onNewChat={() => void startChat().catch(() => undefined)}
      onDeleted={onDeleted}
      creating={create.isPending}
    />
  );
  return (
    <div className={styles.page} ref={root} style={height ? { height } : undefined}>
      {phone ? (
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            width={300}
            visible={drawer}
            title={t('chat.sessions')}
            footer={null}
            onCancel={() => setDrawer(false)}
            className={styles.drawer}
          >
            {panel}
          </Drawer>
        </Suspense>
      ) : (
        <aside className={styles.aside}>{panel}</aside>
      )}
      {uuid ? (
        <Suspense
          fallback={
            <div className={frame.conversation}>
              <Spin className={frame.center} />
            </div>
          }
        >
          <Conversation
            sessionId={uuid}
            onOpenSessions={phone ? () => setDrawer(true) : undefined}
            onNewChat={() => void startChat().catch(() => undefined)}
            firstQuestion={prompt}
            onFirstQuestionTaken={dropPrompt}
          />
        </Suspense>
      ) : (
        <NewChat
          waiting={waiting}
          onOpenSessions={phone ? () => setDrawer(true) : undefined}
          onStart={startChat}
        />
      )}
    </div>
  );
}
