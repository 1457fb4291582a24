import { memo } from 'react';
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconCheck, IconDelete, IconSwap } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { SALE_TURN_MAX_CHARS } from '@miaoyu/contracts/sales';
import { otherSpeaker, type DraftTurn, type TurnsAction } from '../../logic/turns';
import styles from './chat.module.css';

interface Props {
  turn: DraftTurn;
  editable: boolean;
  editing: boolean;
  onOpen: () => void;
  onClose: () => void;
  dispatch: (action: TurnsAction) => void;
}

/** One line of the dialogue; open, its text, its speaker and its removal. Text stays plain. */
export const TurnBubble = memo(function TurnBubble({
  turn,
  editable,
  editing,
  onOpen,
  onClose,
  dispatch,
}: Props) {
  const { t } = useTranslation('sales');
  const speaker = t(`dialogue.${turn.speaker}`);
  const other = t(`dialogue.${otherSpeaker(turn.speaker)}`);
  return (
    <li className={styles.turn} data-speaker={turn.speaker} data-testid="sale-turn">
      <span className={styles.speaker}>{speaker}</span>
      {editing ? (
        <div className={styles.turnEditor}>
          <Input.TextArea
            autoFocus
            value={turn.text}
            maxLength={SALE_TURN_MAX_CHARS}
            autoSize={{ minRows: 2, maxRows: 8 }}
            placeholder={t('dialogue.placeholder')}
            aria-label={t('dialogue.editLine')}
            onChange={(text) => dispatch({ type: 'edit', key: turn.key, text })}
          />
          <div className={styles.turnEditorTools}>
            <Button
              className={styles.touch}
              icon={<IconSwap />}
              onClick={() => dispatch({ type: 'switchSpeaker', key: turn.key })}
            >
              {t('dialogue.switchSpeaker', { speaker: other })}
            </Button>
            <Button
              className={styles.touch}
              status="danger"
              icon={<IconDelete />}
              aria-label={t('dialogue.remove')}
              onClick={() => dispatch({ type: 'remove', key: turn.key })}
            />
            <Button className={styles.touch} type="primary" icon={<IconCheck />} onClick={onClose}>
              {t('dialogue.done')}
            </Button>
          </div>
        </div>
      ) : editable ? (
        <button
          type="button"
          className={styles.bubble}
          title={t('dialogue.editLine')}
          onClick={onOpen}
        >
          {turn.text}
        </button>
      ) : (
        <p className={styles.bubble}>{turn.text}</p>
      )}
    </li>
  );
});
