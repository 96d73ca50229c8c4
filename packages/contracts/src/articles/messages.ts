// Article screens and calls. Quoted strings are the spec's words; the rest are marked "ours".

export const articleMessages = {
  listEmptyTribe: 'Sorry No Articles available for these settings',
  bookmarksEmpty: 'You have no Articles Bookmarked',
  comingSoon: 'Coming Soon!',
  // ours
  notFound: 'This article is not available.',
  weekInvalid: 'Please choose a week from 1 to 40.',
  categoryInvalid: 'Please choose a valid category.',
  tribeInvalid: 'Please choose valid support tribes.',
  slugRequired: 'Please choose an article.',
  pageInvalid: 'Please ask for a valid page.',
  typeInvalid: 'Please choose text, audio or video articles.',
  articleIdRequired: 'Please choose an article.',
  liked: 'Article liked.',
  unliked: 'Article unliked.',
  bookmarked: 'Article bookmarked.',
  unbookmarked: 'Article removed from bookmarks.',
  linkCopied: 'Link copied.',
} as const;
