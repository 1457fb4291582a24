/** @jsxImportSource preact */
import type { Agent, BotShareInfo, ConversationStatus } from '@miaoyu/contracts/bot';
import { statusText, t } from '../i18n';
import { Avatar } from './Avatar';
import { CloseIcon, MenuIcon, PersonIcon } from './Icons';

interface HeaderProps {
  info: BotShareInfo;
  status: ConversationStatus;
  agent: Agent | null;
  canHandoff: boolean;
  /** Embedded by the loader: a close button tells it to shut the panel. */
  closable: boolean;
  onMenu(): void;
  onHandoff(): void;
  onClose(): void;
}

/** Who answers: the bot, or the person who took the conversation (with the 人工客服 tag). */
export function Header({
  info,
  status,
  agent,
  canHandoff,
  closable,
  onMenu,
  onHandoff,
  onClose,
}: HeaderProps) {
  const person = status === 'agent' && agent ? agent : null;
  const name = person ? person.name : info.look.title || info.name;
  const subtitle = statusText(status);
  return (
    <header class="head">
      <button type="button" class="icon-button" aria-label={t('menu')} onClick={onMenu}>
        <MenuIcon />
      </button>
      <Avatar src={person ? person.avatar : info.avatar} name={name} />
      <div class="head-text">
        <div class="head-title">
          <span>{name}</span>
          {person && <span class="tag">{t('agentLabel')}</span>}
        </div>
        <div class="head-sub">{subtitle}</div>
      </div>
      {canHandoff && (
        <button type="button" class="head-action" aria-label={t('handoff')} onClick={onHandoff}>
          <PersonIcon />
          <span>{t('handoff')}</span>
        </button>
      )}
      {closable && (
        <button type="button" class="icon-button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </header>
  );
}
