import { useState } from 'react';
import { Alert, Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { datasetSynonymsBodySchema } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Panel } from '@/components/Panel';
import { apiErrorOf, errorMessage, statusOf } from '@/lib/api-error';
import { messageText } from '@/lib/form';
import type { DatasetRef } from '../../api/keys';
import { useSaveSynonyms } from '../../api/saveSynonyms';
import { useSynonyms } from '../../api/synonyms';
import {
  formatSynonymLines,
  issuesByLine,
  parseSynonymLines,
  type SynonymIssue,
} from '../../logic/synonymLines';
import styles from './Settings.module.css';

interface Props {
  datasetRef: DatasetRef;
  canManage: boolean;
}

/** "同义词": the team's groups of words that mean the same, one group per line. */
export function SynonymsPanel({ datasetRef, canManage }: Props) {
  const { t } = useTranslation('knowledge');
  const synonyms = useSynonyms(datasetRef);
  const save = useSaveSynonyms(datasetRef);
  // What was typed since the list was read or saved; undefined: the saved list is shown.
  const [draft, setDraft] = useState<string>();
  const [serverIssues, setServerIssues] = useState<SynonymIssue[]>([]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();

  const text = draft ?? formatSynonymLines(synonyms.data?.groups ?? []);
  const parsed = parseSynonymLines(text);
  const local = datasetSynonymsBodySchema.safeParse({ groups: parsed.groups });
  const issues = checked ? (local.error?.issues ?? serverIssues) : [];
  const problems = issuesByLine(issues, parsed.lines).map(({ line, message }) =>
    line === null
      ? messageText(message)
      : t('expansion.line', { line, message: messageText(message) }),
  );

  const submit = async () => {
    setChecked(true);
    setFailure(undefined);
    setServerIssues([]);
    if (!local.success) return;
    try {
      const saved = await save.mutateAsync({ groups: parsed.groups });
      setDraft(formatSynonymLines(saved.groups));
      setChecked(false);
      Message.success(t('expansion.saved'));
    } catch (error) {
      const detail = statusOf(error) === 422 ? apiErrorOf(error)?.detail : undefined;
      if (detail?.length) setServerIssues(detail.map((d) => ({ path: d.loc, message: d.msg })));
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Panel title={t('expansion.title')}>
      <div className={styles.synonyms}>
        <p className={styles.synonymsHint}>{t('expansion.hint')}</p>
        {canManage ? null : <Alert type="info" content={t('expansion.readOnly')} />}
        {synonyms.isError ? (
          <LoadFailed message={t('expansion.loadFailed')} onRetry={() => void synonyms.refetch()} />
        ) : (
          <Input.TextArea
            aria-label={t('expansion.label')}
            placeholder={t('expansion.placeholder')}
            value={text}
            onChange={(value) => {
              setDraft(value);
              setServerIssues([]);
            }}
            autoSize={{ minRows: 4, maxRows: 16 }}
            disabled={!canManage || synonyms.isPending}
            status={problems.length > 0 ? 'error' : undefined}
            className={styles.synonymsText}
          />
        )}
        <span className={styles.synonymsCount}>
          {t('expansion.count', { count: parsed.groups.length })}
        </span>
        {problems.length > 0 ? (
          <Alert
            type="error"
            content={
              <ul className={styles.synonymsProblems} data-testid="synonym-problems">
                {problems.slice(0, 5).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        {failure ? <Alert type="error" content={failure} /> : null}
        {canManage ? (
          <div>
            <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
              {t('expansion.save')}
            </Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
