/** @jsxImportSource preact */
import type { ChatAttachment, ChatCitation } from '@miaoyu/contracts/chat';
import typing from '@/components/answer/TypingDots.module.css';
import { t } from '../i18n';
import { safeImageUrl } from '../markdown/urls';
import { FileIcon } from './Icons';

/** A visitor file's address; the server serves visitor files by their code, without auth. */
const imageUrl = (attachment: ChatAttachment) =>
  safeImageUrl(attachment.url) ?? `/v1/files/${encodeURIComponent(attachment.code)}`;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function Attachments({ attachments }: { attachments: ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <div class="attachments">
      {attachments.map((attachment) =>
        attachment.kind === 'image' ? (
          <a
            key={attachment.code}
            href={imageUrl(attachment)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <img
              class="attachment-image"
              src={imageUrl(attachment)}
              alt={attachment.name || t('image')}
              loading="lazy"
            />
          </a>
        ) : (
          <span key={attachment.code} class="file-chip" title={attachment.name}>
            <FileIcon />
            <span>{attachment.name}</span>
            <small>{sizeText(attachment.size)}</small>
          </span>
        ),
      )}
    </div>
  );
}

/** The passages an answer drew on, as text (title and excerpt), folded by default. */
export function Citations({ citations }: { citations: ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <details class="cites">
      <summary>{t('citations', { count: citations.length })}</summary>
      <ol>
        {citations.map((citation, index) => (
          <li key={index}>
            <div class="cite-title">{citation.title}</div>
            <div class="cite-excerpt">{citation.excerpt}</div>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function Typing() {
  return (
    <span class={typing.typing} aria-hidden="true">
      <i />
      <i />
      <i />
    </span>
  );
}

/** Questions to tap: the bot's suggestions under its welcome, follow-ups under an answer. */
export function Suggestions({
  questions,
  onAsk,
  choices = false,
}: {
  questions: string[];
  onAsk(question: string): void;
  /** The answers a scene's question offers: tapped as the reply, without the suggestions' title. */
  choices?: boolean;
}) {
  if (questions.length === 0) return null;
  return (
    <div class={choices ? 'suggestions choices' : 'suggestions'}>
      {choices ? null : <span class="suggestions-title">{t('suggested')}</span>}
      {questions.map((question) => (
        <button key={question} type="button" class="chip" onClick={() => onAsk(question)}>
          {question}
        </button>
      ))}
    </div>
  );
}
