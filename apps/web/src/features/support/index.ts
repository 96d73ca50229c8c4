// What others may use of support: the legal policies the footer links to. The dialog (Modal,
// and the page query) goes out as a loader: it downloads when a policy is first opened.
export { type PolicySlug, policyTitles } from './components/policy-titles';

export const loadPolicyDialog = () => import('./components/policy-dialog');
