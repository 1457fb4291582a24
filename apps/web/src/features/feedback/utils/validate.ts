/** Text limits count characters, not UTF-16 units or bytes (DESIGN §6). */
export function charCount(text: string): number {
  return [...text].length;
}

export const CONTENT_MAX = 2000;
export const CONTACT_MAX = 100;

export interface FeedbackDraft {
  content: string;
  contact: string;
}

export type DraftErrors = Partial<Record<keyof FeedbackDraft, 'required' | 'tooLong'>>;

/** What is wrong with a draft before sending it; empty when it can go. */
export function validateDraft(draft: FeedbackDraft): DraftErrors {
  const errors: DraftErrors = {};
  const content = draft.content.trim();
  if (content === '') errors.content = 'required';
  else if (charCount(content) > CONTENT_MAX) errors.content = 'tooLong';
  if (charCount(draft.contact.trim()) > CONTACT_MAX) errors.contact = 'tooLong';
  return errors;
}
