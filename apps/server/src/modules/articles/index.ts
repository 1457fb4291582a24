import type { ModulePlugin } from '../../lib/module';
import publicArticleRoutes from './public-page';
import articleRoutes from './routes';

/** Rich-text articles: terms, privacy, help and announcements, written by platform admins. */
const articles: ModulePlugin = async (app, { config }) => {
  await app.register(articleRoutes);
  await app.register(publicArticleRoutes, { config });
};

export default articles;

// What other modules may call: the workplace lists the published announcements.
export { publishedAnnouncements } from './repo';
