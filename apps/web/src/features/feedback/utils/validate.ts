import { feedbackFieldsSchema } from '@miaoyu/contracts/feedback';
import { schemaErrors } from '@/lib/form';

export interface FeedbackDraft {
  content: string;
  contact: string;
}

export type DraftErrors = Partial<Record<keyof FeedbackDraft, 'required' | 'tooLong'>>;

const draftSchema = feedbackFieldsSchema.pick({ content: true, contact: true });

/**
 * What is wrong with a draft before sending it; empty when it can go. The contract's schema
 * decides (the server's, counting characters); the form words it as missing or too long.
 */
export function validateDraft(draft: FeedbackDraft): DraftErrors {
  const wrong = schemaErrors(draftSchema, draft);
  const errors: DraftErrors = {};
  for (const field of ['content', 'contact'] as const)
    if (wrong[field]) errors[field] = draft[field].trim() === '' ? 'required' : 'tooLong';
  return errors;
}
