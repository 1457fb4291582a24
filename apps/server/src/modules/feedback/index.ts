import type { ModulePlugin } from '../../lib/module';
import { FEEDBACK_FILES } from './file-purposes';
import feedbackRoutes from './routes';

/** Feedback people send about the studio. */
const feedback: ModulePlugin = async (app) => {
  app.filePurposes.register(FEEDBACK_FILES);
  await app.register(feedbackRoutes);
};

export default feedback;

// What other modules may call: platform administration reads, answers and closes feedback.
export { allFeedback, closeFeedback, replyToFeedback } from './service';
