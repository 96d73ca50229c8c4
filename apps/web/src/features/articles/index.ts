// What other features may use of the articles. The home page's article sections go out as
// loaders: the home shows them below the first screen and downloads each when it comes near.
export const loadHomeArticleBlock = () => import('./components/home-article-block');

export const loadResourceSection = () => import('./components/resource-section');

export const loadWeekCarousels = () => import('./components/week-carousels');
