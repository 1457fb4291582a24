import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import styles from './SceneChoices.module.css';

interface Props {
  choices: readonly string[];
  disabled: boolean;
  onChoose: (label: string) => void;
}

/** A business scene's question's buttons: choosing one sends its label as the next message. */
export function SceneChoices({ choices, disabled, onChoose }: Props) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.choices} role="group" aria-label={t('chat.choices')}>
      {choices.map((label) => (
        <Button
          key={label}
          size="small"
          shape="round"
          disabled={disabled}
          onClick={() => onChoose(label)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
