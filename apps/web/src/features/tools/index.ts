// What other features may use of the tools. The calculator (modal, date picker, calendar and
// their styles) goes out as a loader: it downloads when the patient reaches for it.
export const loadToolsModal = () => import('./components/tools-modal');
