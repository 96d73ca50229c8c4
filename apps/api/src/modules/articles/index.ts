import type { ApiModule } from '../../lib/api-module.ts';
import { seedContent } from '../../seed/seed-content.ts';
import { articleRoutes } from './routes.ts';

// Articles: the library, likes and bookmarks. Its seed loads all the authored content (articles,
// the pregnancy weeks, the assistant's tree) as one versioned transaction (seed/seed-content.ts).

export const articlesModule: ApiModule = {
  name: 'articles',
  routes: articleRoutes,
  seeds: [
    { name: 'authored content', stage: 'always', run: ({ db, log, demo }) => seedContent(db, log, { demo }) },
  ],
};
