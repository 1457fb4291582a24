import { useState } from 'react';
import { Alert, Button, Input, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconFile, IconLeft } from '@arco-design/web-react/icon';
import { AI_PAGE_PROMPT_MAX_CHARS } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/page/EmptyState';
import { useSessionStore } from '@/lib/session';
import { PagePreview } from '../components/PagePreview';
import { usePageWriter } from '../hooks/usePageWriter';
import { PAGES_PATH, pagePathOf } from '../logic/paths';
import styles from '../components/AiPages.module.css';

const EXAMPLES = ['product', 'invitation', 'quote', 'report'] as const;

/**
 * `/ai-pages/new`: say what page to write (from a conversation's answer with `?sessionId=` and
 * `answerId=`), watch it being written, then go on in the editor.
 */
export function NewPagePage() {
  const { t } = useTranslation('aiPages');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const sessionId = search.get('sessionId') ?? undefined;
  const answerId = search.get('answerId') ?? undefined;
  const [prompt, setPrompt] = useState(
    search.get('prompt') ?? (sessionId ? t('new.fromAnswerPrompt') : ''),
  );
  const writer = usePageWriter();

  const start = async () => {
    const text = prompt.trim();
    if (!text || writer.busy) return;
    const saved = await writer.write({
      orgId,
      prompt: text,
      ...(sessionId ? { sessionId } : {}),
      ...(sessionId && answerId ? { answerId } : {}),
    });
    if (saved) void navigate(pagePathOf(saved.pageId), { replace: true });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <Link to={PAGES_PATH} aria-label={t('editor.back')}>
          <Button type="text" icon={<IconLeft />} />
        </Link>
        <h1 className={styles.barTitle}>{t('new.title')}</h1>
      </div>
      <div className={styles.newPage}>
        <section className={styles.ask} aria-label={t('new.title')}>
          {sessionId ? <Alert type="info" content={t('new.fromAnswer')} /> : null}
          <Input.TextArea
            value={prompt}
            onChange={setPrompt}
            placeholder={t('new.placeholder')}
            aria-label={t('new.label')}
            maxLength={AI_PAGE_PROMPT_MAX_CHARS}
            autoSize={{ minRows: 4, maxRows: 10 }}
          />
          <div className={styles.examples}>
            {EXAMPLES.map((example) => (
              <Tag
                key={example}
                checkable
                checked={false}
                onCheck={() => setPrompt(t(`new.examples.${example}.prompt`))}
              >
                {t(`new.examples.${example}.label`)}
              </Tag>
            ))}
          </div>
          {writer.error ? <Alert type="error" content={writer.error} /> : null}
          {writer.error && writer.text && !writer.draft ? (
            <p className={styles.turnText}>{writer.text}</p>
          ) : null}
          {writer.busy ? (
            <Button long onClick={writer.stop}>
              {t('ask.stop')}
            </Button>
          ) : (
            <Button type="primary" long disabled={!prompt.trim()} onClick={() => void start()}>
              {t('new.write')}
            </Button>
          )}
        </section>
        {writer.draft ? (
          <PagePreview
            html={writer.draft}
            title={t('new.title')}
            status={writer.busy ? t('editor.writing') : undefined}
          />
        ) : (
          <EmptyState
            icon={IconFile}
            title={writer.busy ? t('editor.writing') : t('new.emptyTitle')}
            text={t('new.emptyText')}
          />
        )}
      </div>
    </div>
  );
}
