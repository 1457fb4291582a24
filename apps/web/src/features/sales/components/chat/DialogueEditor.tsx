import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus, IconSave } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { SaleChat, SaleSpeaker } from '@miaoyu/contracts/sales';
import { useTurnsDraft } from '../../hooks/useTurnsDraft';
import { newTurnKey } from '../../logic/turns';
import { SaveStatus } from './SaveStatus';
import { TurnBubble } from './TurnBubble';
import styles from './chat.module.css';

interface Props {
  chat: SaleChat;
  /** The screenshots are being sent or read: the dialogue waits for what they bring. */
  busy: boolean;
}

/**
 * The dialogue read from the screenshots, as a chat app shows it (the customer left, me right):
 * a tap opens a line to correct its text or speaker; saved by itself once typing pauses.
 */
export function DialogueEditor({ chat, busy }: Props) {
  const { t } = useTranslation('sales');
  const draft = useTurnsDraft(chat, { paused: busy });
  const [editing, setEditing] = useState<string | null>(null);
  const editable = chat.editable && !busy;

  const add = (speaker: SaleSpeaker) => {
    const key = newTurnKey();
    draft.dispatch({ type: 'add', key, speaker });
    setEditing(key);
  };
  const finish = (key: string) => {
    const turn = draft.turns.find((line) => line.key === key);
    if (turn && !turn.text.trim()) draft.dispatch({ type: 'remove', key });
    setEditing(null);
  };

  return (
    <section className={styles.block} aria-label={t('dialogue.title')}>
      <div className={styles.blockHead}>
        <h3 className={styles.blockTitle}>{t('dialogue.title')}</h3>
        {chat.editable ? <SaveStatus draft={draft} /> : null}
      </div>
      {busy && chat.editable ? <p className={styles.hint}>{t('dialogue.busy')}</p> : null}
      {draft.turns.length === 0 ? (
        <p className={styles.hint}>{t('dialogue.empty')}</p>
      ) : (
        <ol className={styles.turns} data-testid="sale-turns">
          {draft.turns.map((turn) => (
            <TurnBubble
              key={turn.key}
              turn={turn}
              editable={editable}
              editing={editing === turn.key}
              onOpen={() => setEditing(turn.key)}
              onClose={() => finish(turn.key)}
              dispatch={draft.dispatch}
            />
          ))}
        </ol>
      )}
      {editable ? (
        <div className={styles.turnTools}>
          <Button className={styles.touch} icon={<IconPlus />} onClick={() => add('customer')}>
            {t('dialogue.addCustomer')}
          </Button>
          <Button className={styles.touch} icon={<IconPlus />} onClick={() => add('me')}>
            {t('dialogue.addMe')}
          </Button>
          <Button
            className={`${styles.touch} ${styles.saveButton}`}
            type="primary"
            icon={<IconSave />}
            disabled={!draft.canSave}
            onClick={() => void draft.save()}
          >
            {t('dialogue.save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
