import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Switch, Tooltip } from '@arco-design/web-react';
import type { ChatAttachment } from '@miaoyu/contracts/chat';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts/chat-constants';
import { statusOf } from '@/lib/api-error';
import { useModels } from '../api/getModels';
import { useMessages } from '../api/getMessages';
import { useSession } from '../api/getSession';
import { oldestFirst, olderCount } from '../api/messageCache';
import { ask, stopAnswering } from '../api/runAnswer';
import { useUpdateSession } from '../api/updateSession';
import { useAskOnce, useAskQuestion } from '../hooks/useAskQuestion';
import { useChatActions } from '../hooks/useChatActions';
import { useChatStore } from '../store';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { HelperNotice, HelperSettingsTag } from './HelperNotice';
import { AnswererContext } from './answerer';
import { HelperWelcome } from './HelperWelcome';
import { MessageList } from './MessageList';
import { loadEventStream } from '../api/streamCompletion';
import frame from './ChatFrame.module.css';
import styles from './Conversation.module.css';
import pickerStyles from './ModelPicker.module.css';

// The picker pulls in Arco's Select (about 14 KB gzip): it loads after the first chat screen.
const ModelPicker = lazy(() => import('./ModelPicker').then((m) => ({ default: m.ModelPicker })));
const KnowledgePicker = lazy(() =>
  import('./KnowledgePicker').then((m) => ({ default: m.KnowledgePicker })),
);

/**
 * One session: header, messages and composer. A session with a helper shows who answers, and
 * its own model and knowledge answer instead of the pickers'.
 */
export function Conversation(props: {
  sessionId: string;
  onOpenSessions?: (() => void) | undefined;
  onNewChat: () => void;
  /** A question to ask once the session has loaded (the page was opened with it). */
  firstQuestion?: string | null | undefined;
  onFirstQuestionTaken?: (() => void) | undefined;
}) {
  const { t } = useTranslation('chat');
  const { sessionId } = props;
  const client = useQueryClient();
  const session = useSession(sessionId);
  const messages = useMessages(sessionId);
  const models = useModels();
  const update = useUpdateSession();
  const answering = useChatStore((s) => Boolean(s.answering[sessionId]));
  const listNode = useRef<HTMLDivElement>(null);
  // The reader of answers' streams, here before the next question is sent.
  useEffect(() => {
    void loadEventStream();
  }, []);

  const helper = session.data?.helper ?? null;
  const modelList = models.data?.list ?? [];
  const chosen = session.data?.model || models.data?.defaultRef || OFFLINE_MODEL_REF;
  const model = modelList.find((m) => m.ref === chosen);
  // The server answers a helper's session with the helper's model: ask for none.
  const askModel = model && !helper ? chosen : '';
  const usingContext = session.data?.usingContext ?? true;
  const modelName = helper ? helper.name : (model?.model ?? t('chat.offline'));
  const actions = useChatActions(sessionId, { model: askModel, usingContext });
  const askQuestion = useAskQuestion(sessionId, { model: askModel, usingContext });
  useAskOnce(
    sessionId,
    props.firstQuestion,
    session.isSuccess && messages.isSuccess && !answering,
    askQuestion,
    props.onFirstQuestionTaken,
  );
  const { fetchNextPage } = messages;
  const loadAll = useCallback(async () => {
    let result = { data: messages.data, hasNextPage: messages.hasNextPage };
    while (result.hasNextPage) {
      const next = await fetchNextPage({ cancelRefetch: false });
      if (next.isError) throw next.error;
      result = next;
    }
    return oldestFirst(result.data);
  }, [fetchNextPage, messages.data, messages.hasNextPage]);
  // Virtuoso can report the top twice before `loadingOlder` reaches the list: without
  // cancelRefetch false the second call cancels the first and asks for the same page again.
  const loadOlder = useCallback(
    () => void fetchNextPage({ cancelRefetch: false }),
    [fetchNextPage],
  );

  const onSend = (prompt: string, attachments: ChatAttachment[]) =>
    ask(client, { sessionId, prompt, attachments, model: askModel, usingContext });

  if (session.isError || (messages.isError && !messages.data))
    return (
      <div className={frame.conversation}>
        <div className={styles.failed} role="alert">
          <Empty
            description={
              statusOf(session.error) === 404 ? t('chat.notFound') : t('chat.loadFailed')
            }
          />
          <Button type="primary" onClick={props.onNewChat}>
            {t('chat.newChat')}
          </Button>
        </div>
      </div>
    );

  const list = oldestFirst(messages.data);
  const title = session.data?.title ?? '';
  return (
    <div className={frame.conversation}>
      <ChatHeader
        title={title}
        onOpenSessions={props.onOpenSessions}
        messages={list}
        loadAll={loadAll}
        exportNode={listNode}
        helper={helper}
      />
      {helper ? <HelperNotice status={helper.modelStatus} /> : null}
      <div className={styles.listWrap} ref={listNode}>
        {messages.isPending ? null : helper && !list.length ? (
          <HelperWelcome helper={helper} disabled={answering} onAsk={askQuestion} />
        ) : (
          <AnswererContext.Provider value={helper}>
            <MessageList
              messages={list}
              older={olderCount(messages.data)}
              hasOlder={messages.hasNextPage}
              loadingOlder={messages.isFetchingNextPage}
              loadOlder={loadOlder}
              answering={answering}
              actions={actions}
            />
          </AnswererContext.Provider>
        )}
      </div>
      <Composer
        sessionId={sessionId}
        answering={answering}
        // A helper's model is not in this team's list: the server refuses images it cannot read.
        vision={helper ? true : (model?.vision ?? false)}
        modelName={modelName}
        onSend={onSend}
        onStop={() => void stopAnswering(sessionId)}
        tools={
          <>
            {/* Until the session is read, it is unknown whether the pickers apply. */}
            {!session.data ? null : helper ? (
              <HelperSettingsTag />
            ) : (
              <>
                <Suspense fallback={<span className={pickerStyles.modelPicker}>{modelName}</span>}>
                  <ModelPicker
                    models={modelList}
                    value={chosen}
                    disabled={answering || update.isPending}
                    onChange={(ref) => update.mutate({ sessionId, model: ref })}
                  />
                </Suspense>
                <Suspense fallback={null}>
                  <KnowledgePicker sessionId={sessionId} disabled={answering} />
                </Suspense>
              </>
            )}
            <Tooltip content={t('chat.contextHint')}>
              <label className={styles.contextToggle}>
                <Switch
                  size="small"
                  checked={usingContext}
                  aria-label={t('chat.usingContext')}
                  disabled={!session.data || update.isPending}
                  onChange={(value) => update.mutate({ sessionId, usingContext: value })}
                />
                <span className={styles.contextLabel}>{t('chat.usingContext')}</span>
              </label>
            </Tooltip>
          </>
        }
      />
    </div>
  );
}
