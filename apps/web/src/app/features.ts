import { registerFeatures, type Feature } from '@/lib/feature';
import { accountFeature } from '@/features/account/feature';
import { aiPagesFeature } from '@/features/ai-pages/feature';
import { articlesFeature } from '@/features/articles/feature';
import { adminFeature } from '@/features/admin/feature';
import { authFeature } from '@/features/auth/feature';
import { billingFeature } from '@/features/billing/feature';
import { botFeature } from '@/features/bot/feature';
import { chatFeature } from '@/features/chat/feature';
import { dashboardFeature } from '@/features/dashboard/feature';
import { feedbackFeature } from '@/features/feedback/feature';
import { helpersFeature } from '@/features/helpers/feature';
import { identityFeature } from '@/features/identity/feature';
import { inboxFeature } from '@/features/inbox/feature';
import { knowledgeFeature } from '@/features/knowledge/feature';
import { modelsFeature } from '@/features/models/feature';
import { orgFeature } from '@/features/org/feature';
import { salesFeature } from '@/features/sales/feature';
import { scenesFeature } from '@/features/scenes/feature';

/** Every feature of the studio. A new one is its folder and one line here. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  dashboardFeature,
  chatFeature,
  aiPagesFeature,
  scenesFeature,
  helpersFeature,
  botFeature,
  knowledgeFeature,
  inboxFeature,
  salesFeature,
  orgFeature,
  accountFeature,
  feedbackFeature,
  modelsFeature,
  adminFeature,
  articlesFeature,
  billingFeature,
  identityFeature,
];

registerFeatures(FEATURES);
