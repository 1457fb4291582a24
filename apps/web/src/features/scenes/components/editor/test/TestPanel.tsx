import { Button, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { IconClose } from '@arco-design/web-react/icon';
import type { SceneNodeRunStatus } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import type { TestRun } from '../useTestRun';
import { RunsTab } from './RunsTab';
import { TestChat } from './TestChat';
import styles from './Test.module.css';

interface Props {
  test: TestRun;
  tab: 'chat' | 'runs';
  onTab: (tab: 'chat' | 'runs') => void;
  openedRun: string | null;
  onOpenRun: (runId: string | null) => void;
  onStatuses: (statuses: Record<string, SceneNodeRunStatus>) => void;
  readOnly: boolean;
  /** None on a phone, where the panel is the page. */
  onClose?: () => void;
  fullScreen?: boolean;
}

/** The right-hand test panel: a chat with the draft, and the scene's recent runs with traces. */
export function TestPanel(props: Props) {
  const { t } = useTranslation('scenes');
  return (
    <aside
      className={props.fullScreen ? `${styles.panel} ${styles.full}` : styles.panel}
      aria-label={t('editor.test.title')}
      data-testid="test-panel"
    >
      <header className={styles.head}>
        <strong>{t('editor.test.title')}</strong>
        {props.onClose ? (
          <Button
            size="mini"
            type="text"
            icon={<IconClose />}
            aria-label={t('editor.test.close')}
            onClick={props.onClose}
          />
        ) : null}
      </header>
      <Tabs
        activeTab={props.tab}
        onChange={(key) => props.onTab(key as 'chat' | 'runs')}
        className={styles.tabs}
        size="small"
      >
        <Tabs.TabPane key="chat" title={t('editor.test.chat')}>
          <TestChat test={props.test} readOnly={props.readOnly} />
        </Tabs.TabPane>
        <Tabs.TabPane key="runs" title={t('editor.test.runs')}>
          <RunsTab
            opened={props.openedRun}
            onOpen={props.onOpenRun}
            onStatuses={props.onStatuses}
          />
        </Tabs.TabPane>
      </Tabs>
    </aside>
  );
}
