import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import {
  messageActions,
  type AnswerMessage,
  type AnswerPlace,
  type MessageAction,
} from '@/lib/slots';
import { answerSettled, type AnswerLike } from './rules';
import styles from './ActionBar.module.css';

/** A small icon button with its label as a tooltip (copy, regenerate…). */
export function ActionButton(props: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip content={props.label} mini>
      <Button
        size="mini"
        type="text"
        className={styles.action}
        icon={props.icon}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** The actions features registered, for one answer. */
function PluggedActions({ list, message }: { list: MessageAction[]; message: AnswerMessage }) {
  const { t } = useTranslation(['translation', 'nav']);
  const navigate = useNavigate();
  return list.map(({ id, labelKey, icon: Icon, run }) => (
    <ActionButton
      key={id}
      label={t(labelKey)}
      icon={<Icon />}
      onClick={() => void run(message, { navigate: (to) => void navigate(to) })}
    />
  ));
}

interface Answer extends AnswerLike {
  id: string | number;
  citations: readonly ChatCitation[];
}

type Props = { children?: ReactNode; conversationId?: string } & (
  { answer?: undefined; place?: undefined } | { answer: Answer; place: AnswerPlace }
);

/**
 * The buttons beside a message: the page's own (its children), then, once an answer is
 * finished, the ones features registered for answers (`slots.messageActions`). Nothing at all
 * when there are none.
 */
export function ActionBar({ answer, place, conversationId, children }: Props) {
  const message: AnswerMessage | null =
    answer && place && answerSettled(answer)
      ? {
          id: String(answer.id),
          content: answer.content,
          state: answer.state,
          citations: answer.citations,
          place,
          ...(conversationId ? { conversationId } : {}),
        }
      : null;
  const plugged = message
    ? messageActions().filter((action) => action.visible?.(message) ?? true)
    : [];
  if (!children && plugged.length === 0) return null;
  return (
    <span className={styles.actions}>
      {children}
      {message && plugged.length > 0 ? <PluggedActions list={plugged} message={message} /> : null}
    </span>
  );
}
