import { Button, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconCheckCircleFill, IconClose } from '@arco-design/web-react/icon';
import type { FirstStepId, FirstSteps } from '@miaoyu/contracts/workplace';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { useFirstSteps, useSetFirstSteps } from '../api/firstSteps';
import { workplaceLinks } from '../paths';
import { LinkButton } from './LinkButton';
import styles from './FirstStepsPanel.module.css';

/** Where each step is done; the bot's own page once the team has a bot. */
function linkOf(id: FirstStepId, botHelperId: string | null): string {
  switch (id) {
    case 'model':
      return workplaceLinks.models;
    case 'knowledge':
      return workplaceLinks.knowledgeBase;
    case 'helper':
      return workplaceLinks.createHelper('chat');
    case 'bot':
    case 'embed':
      return botHelperId ? workplaceLinks.bot(botHelperId) : workplaceLinks.createHelper('service');
  }
}

function StepList({ steps, botHelperId }: FirstSteps) {
  const { t } = useTranslation('dashboard');
  const next = steps.find((s) => !s.done)?.id;
  return (
    <ol className={styles.list}>
      {steps.map(({ id, done }, index) => (
        <li key={id} className={styles.step} data-done={done} data-step={id}>
          <span className={styles.mark} aria-hidden>
            {done ? <IconCheckCircleFill /> : index + 1}
          </span>
          <span className={styles.text}>
            <span className={styles.title}>
              {t(`workplace.firstSteps.steps.${id}.title`)}
              <span className={styles.state}>
                {done ? t('workplace.firstSteps.done') : t('workplace.firstSteps.todo')}
              </span>
            </span>
            <span className={styles.hint}>{t(`workplace.firstSteps.steps.${id}.hint`)}</span>
          </span>
          <LinkButton
            to={linkOf(id, botHelperId)}
            size="small"
            type={id === next ? 'primary' : 'secondary'}
            className={styles.go}
          >
            {done ? t('workplace.firstSteps.open') : t(`workplace.firstSteps.steps.${id}.action`)}
          </LinkButton>
        </li>
      ))}
    </ol>
  );
}

/**
 * The first steps of a new team, ticked by the server from what the team has; each links to
 * where it is done. A member may put the list away (for this team).
 */
export function FirstStepsPanel() {
  const { t } = useTranslation('dashboard');
  const query = useFirstSteps();
  const setShown = useSetFirstSteps();
  const data = query.data;
  if (!data || data.dismissed) return null;
  const doneCount = data.steps.filter((s) => s.done).length;
  const all = doneCount === data.steps.length;

  return (
    <Panel
      dense
      title={t('workplace.firstSteps.title')}
      aria-label={t('workplace.firstSteps.title')}
      role="region"
      className={styles.panel}
      extra={
        <Button
          type="text"
          size="small"
          icon={<IconClose />}
          loading={setShown.isPending}
          onClick={() => setShown.mutate({ dismissed: true })}
        >
          {t('workplace.firstSteps.dismiss')}
        </Button>
      }
    >
      <div className={styles.progress}>
        <span>
          {all
            ? t('workplace.firstSteps.allDone')
            : t('workplace.firstSteps.progress', { done: doneCount, total: data.steps.length })}
        </span>
        <Progress
          percent={Math.round((doneCount / data.steps.length) * 100)}
          showText={false}
          size="small"
          aria-hidden
        />
      </div>
      <StepList {...data} />
    </Panel>
  );
}
