import type { ApiModule } from '../../lib/api-module.ts';
import { seedContent } from '../../seed/seed-content.ts';
import { articleMediaFiles } from './media-files.ts';
import { articleRoutes } from './routes.ts';

// Articles: the library, likes and bookmarks. Its seed loads all the authored content (articles,
// the pregnancy weeks, the assistant's tree) as one versioned transaction (seed/seed-content.ts).
// The console edits articles here too (issue 22: staff-routes.ts, media-routes.ts), beside the
// patients' routes, so an edit clears the list cache those answer from; uploaded media are
// served at /media/article/uploads/ (media-files.ts).

export const articlesModule: ApiModule = {
  name: 'articles',
  routes: articleRoutes,
  rootRoutes: articleMediaFiles,
  seeds: [
    { name: 'authored content', stage: 'always', run: ({ db, log, demo }) => seedContent(db, log, { demo }) },
  ],
};
