// What other features may use of the support tribes. Components go out as loaders, so a page
// that imports this file downloads one only when it shows it.
export { knownTribes } from './lib/tribe-list';

export const loadChooseTribeModal = () => import('./components/choose-tribe-modal');

export const loadSupportTribeEntry = () => import('./components/support-tribe-entry');
