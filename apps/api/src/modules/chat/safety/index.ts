// The assistant's safety (issue 16): what in a message is a danger, from rules and a classifier
// trained on an authored corpus, read over the whole message before anything else.
export { assessSafety, type SafetyAssessment, URGENT_ORDER, type UrgentLabel } from './assess.ts';
export { safetyModel as warmChatSafety } from './classifier.ts';
export type { SafetyLabel } from './labels.ts';
export { RISK_LEXICON, type RiskConcept, SELF_HARM_CONCEPTS } from './risk-lexicon.ts';
