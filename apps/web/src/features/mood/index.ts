// What other features may use of the mood check-in. The home page shows the check-in at once.
// The history chart (profile) goes out as a loader, so the home, which imports this file for
// the check-in, does not download the chart too.
export { MoodCheckIn } from './components/mood-check-in';

export const loadMoodHistoryChart = () => import('./components/mood-history-chart');
