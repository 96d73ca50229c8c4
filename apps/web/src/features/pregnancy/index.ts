// What other features may use of the pregnancy tracker: the tracker itself (home), and how long
// the slider must rest before the rest of the page follows the week it shows.
export { PregnancyTracker, SETTLE_MS } from './components/pregnancy-tracker';
