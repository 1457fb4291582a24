import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import type { AiPage } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useEditPage } from '../api/pages';
import type { PageRef } from '../api/requests';
import { CodeEditor } from './LazyEditors';
import styles from './AiPages.module.css';

/** The page's HTML by hand: saved as a new version over the one opened. */
export function CodeTab({ pageRef, page }: { pageRef: PageRef; page: AiPage }) {
  const { t } = useTranslation('aiPages');
  const edit = useEditPage(pageRef);
  const [draft, setDraft] = useState<{ base: number; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A version saved elsewhere (asked for, restored) replaces an untouched editor's text.
  const text = draft?.html ?? page.html;
  const changed = draft !== null && draft.html !== page.html;

  const save = async () => {
    if (!draft) return;
    setError(null);
    try {
      await edit.mutateAsync({ html: draft.html, baseVersion: draft.base });
      setDraft(null);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <div className={styles.view}>
      <div className={styles.viewBar}>
        <span className={styles.status}>{t('code.hint')}</span>
        <div className={styles.barActions}>
          {changed ? (
            <Button size="small" onClick={() => setDraft(null)}>
              {t('code.discard')}
            </Button>
          ) : null}
          <Button
            size="small"
            type="primary"
            disabled={!changed || !page.canEdit}
            loading={edit.isPending}
            onClick={() => void save()}
          >
            {t('code.save')}
          </Button>
        </div>
      </div>
      {error ? <Alert type="error" content={error} /> : null}
      <CodeEditor
        value={text}
        label={t('code.label')}
        onChange={(html) => setDraft((old) => ({ base: old?.base ?? page.version, html }))}
      />
    </div>
  );
}
