import { i18n } from '@/lib/i18n';
import { downloadBlob, safeFileName } from './download';

export interface ExportedMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The conversation as one Markdown document, headings in the current UI language. */
export function toMarkdown(title: string, messages: ExportedMessage[]): string {
  const heading = (role: ExportedMessage['role']) =>
    role === 'user' ? i18n.t('chat:chatRender.user') : i18n.t('chat:chatRender.assistant');
  const parts = [
    `# ${title}`,
    ...messages.map((m) => `## ${heading(m.role)}\n\n${m.content.trim()}`),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** Downloads the conversation as `<title>.md`. */
export function exportMarkdown(title: string, messages: ExportedMessage[]): void {
  const blob = new Blob([toMarkdown(title, messages)], { type: 'text/markdown;charset=utf-8' });
  downloadBlob(blob, `${safeFileName(title)}.md`);
}
