/** @jsxImportSource preact */
import type { VisitorConversation } from '@miaoyu/contracts/bot';
import { useEffect, useRef } from 'preact/hooks';
import { currentLang, statusText, t } from '../i18n';
import { CloseIcon, PlusIcon } from './Icons';

interface DrawerProps {
  conversations: VisitorConversation[];
  currentId: string | null;
  onPick(conversation: VisitorConversation): void;
  onNew(): void;
  onClose(): void;
}

function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(currentLang(), {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The visitor's conversations, newest first: switch to one, or start a new one. */
export function ConversationDrawer({
  conversations,
  currentId,
  onPick,
  onNew,
  onClose,
}: DrawerProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButtonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div class="drawer-layer">
      <div class="drawer-backdrop" onClick={onClose} />
      <nav class="drawer" aria-label={t('conversations')}>
        <div class="drawer-head">
          <span>{t('conversations')}</span>
          <button
            ref={closeButtonRef}
            type="button"
            class="icon-button"
            aria-label={t('close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <button type="button" class="drawer-new" onClick={onNew}>
          <PlusIcon />
          {t('newConversation')}
        </button>
        {conversations.length === 0 ? (
          <p class="drawer-empty">{t('noConversations')}</p>
        ) : (
          <ul class="drawer-list">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  class="drawer-item"
                  aria-current={conversation.id === currentId}
                  onClick={() => onPick(conversation)}
                >
                  <span class="drawer-title">{conversation.title || t('untitled')}</span>
                  <span class="drawer-meta">
                    {when(conversation.updatedAt)} · {statusText(conversation.status)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
