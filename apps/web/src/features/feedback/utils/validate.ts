// The limits are the contract's, which the server enforces: characters, not UTF-16 units.
import { charCount, FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX } from '@miaoyu/contracts';

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
  else if (charCount(content) > FEEDBACK_CONTENT_MAX) errors.content = 'tooLong';
  if (charCount(draft.contact.trim()) > FEEDBACK_CONTACT_MAX) errors.contact = 'tooLong';
  return errors;
}
