import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { ConversationStatus } from '@miaoyu/contracts/bot';

const colors: Record<ConversationStatus, string> = {
  bot: 'arcoblue',
  pending: 'orange',
  agent: 'green',
  closed: 'gray',
};

/** Who answers a visitor conversation now: the bot, nobody yet, a person, or nobody (ended). */
export function StatusTag({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation('inbox');
  return (
    <Tag size="small" color={colors[status]} bordered>
      {t(`status.${status}`)}
    </Tag>
  );
}
