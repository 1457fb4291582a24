import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Checkbox, Popover, Spin } from '@arco-design/web-react';
import { IconBook } from '@arco-design/web-react/icon';
import { useSessionDatasets, useSetSessionDatasets, useTeamDatasets } from '../api/sessionDatasets';
import styles from './KnowledgePicker.module.css';

/** Chooses the team's knowledge bases the session answers from (and cites). */
export function KnowledgePicker(props: { sessionId: string; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const chosen = useSessionDatasets(props.sessionId);
  const team = useTeamDatasets(open);
  const save = useSetSessionDatasets(props.sessionId);
  const ids = (chosen.data ?? []).map((d) => d.id);
  const label = chosen.data?.length
    ? chosen.data.map((d) => d.name).join('、')
    : t('chat.knowledge');
  const content = (
    <div className={styles.knowledgeList}>
      <div className={styles.knowledgeHint}>{t('chat.knowledgeChoose')}</div>
      {team.isLoading ? <Spin size={16} /> : null}
      {team.data?.length === 0 ? (
        <div className={styles.knowledgeHint}>{t('chat.knowledgeEmpty')}</div>
      ) : null}
      <Checkbox.Group
        direction="vertical"
        value={ids}
        disabled={save.isPending}
        onChange={(value: string[]) => save.mutate(value)}
        options={(team.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      />
      <Link className={styles.knowledgeManage} to="/knowledge">
        {t('chat.knowledgeManage')}
      </Link>
    </div>
  );
  return (
    <Popover
      trigger="click"
      position="tl"
      popupVisible={open}
      onVisibleChange={setOpen}
      content={content}
    >
      <Button
        size="mini"
        type={ids.length ? 'secondary' : 'text'}
        icon={<IconBook />}
        disabled={props.disabled}
        className={styles.knowledgeButton}
        aria-label={t('chat.knowledge')}
        data-testid="knowledge-picker"
      >
        <span className={styles.knowledgeLabel}>{label}</span>
      </Button>
    </Popover>
  );
}
