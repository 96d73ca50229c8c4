// Every address of the console, under the router's basename (/console). One place, so a link and
// its route never disagree.

export const CONSOLE_BASE = '/console';

/** Navigation state set by sign-in: a screen the new user may not open sends them to their start page. */
export const JUST_SIGNED_IN = 'justSignedIn';

export const paths = {
  home: '/',
  signIn: '/sign-in',
  invite: '/invite',
  schedule: '/schedule',
  appointment: (id: string) => `/appointments/${id}`,
  availability: '/availability',
  profile: '/profile',
  staff: '/staff',
  accessLog: '/access-log',
  auditLog: '/audit-log',
  account: '/account',
  labCollections: '/lab/collections',
  labCatalogue: '/lab/catalogue',
  coupons: '/coupons',
  gifts: '/gifts',
  payments: '/payments',
  experts: '/experts',
  reviews: '/reviews',
  enquiries: '/enquiries',
  content: '/content',
  contentArticle: (id: string) => `/content/articles/${id}`,
  quickSupport: '/content/quick-support',
} as const;
