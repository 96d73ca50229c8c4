import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

const allArticles = () => import('./routes/all-articles-page');
const weekArticles = () => import('./routes/week-articles-page');
const articleList = () => import('./routes/article-list-page');
const articleDetail = lazyPage(
  () => import('./routes/article-detail-page'),
  (m) => m.ArticleDetailPage,
);

/** Article lists and details, the bookmarks, and the tribe home with its lists. */
export const articleRoutes: AppRoute[] = [
  {
    path: paths.audioArticles,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(allArticles, (m) => m.AudioArticlesPage),
  },
  {
    path: paths.textArticles,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(allArticles, (m) => m.TextArticlesPage),
  },
  {
    path: paths.videoArticles,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(allArticles, (m) => m.VideoArticlesPage),
  },
  { path: paths.read, layout: 'main', access: 'public', lazy: lazyPage(weekArticles, (m) => m.ReadPage) },
  { path: paths.watch, layout: 'main', access: 'public', lazy: lazyPage(weekArticles, (m) => m.WatchPage) },
  { path: paths.listen, layout: 'main', access: 'public', lazy: lazyPage(weekArticles, (m) => m.ListenPage) },
  {
    path: paths.articleList,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(articleList, (m) => m.ArticleListPage),
  },
  {
    path: paths.articleListRead,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(articleList, (m) => m.ArticleListReadPage),
  },
  {
    path: paths.articleListWatch,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(articleList, (m) => m.ArticleListWatchPage),
  },
  {
    path: paths.articleListAudio,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(articleList, (m) => m.ArticleListAudioPage),
  },
  { path: '/ArticleList/watch/:slug', layout: 'main', access: 'public', lazy: articleDetail },
  { path: '/article/:slug', layout: 'main', access: 'public', lazy: articleDetail },
  { path: '/video/:slug', layout: 'main', access: 'public', lazy: articleDetail },
  { path: '/audio/:slug', layout: 'main', access: 'public', lazy: articleDetail },
  {
    path: paths.bookmarks,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/bookmarks-page'),
      (m) => m.BookmarksPage,
    ),
  },
  {
    path: paths.supportTribe,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/support-tribe-page'),
      (m) => m.SupportTribePage,
    ),
  },
  {
    path: paths.tribeArticles,
    layout: 'main',
    access: 'patient',
    lazy: lazyPage(
      () => import('./routes/tribe-articles-page'),
      (m) => m.TribeArticlesPage,
    ),
  },
];
