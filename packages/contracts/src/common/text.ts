import { ARTICLE_SUMMARY_LENGTH } from '../articles/constants.ts';

/** Cuts text to `max` characters at a word boundary when one is near, adding '...' (spec: summaries at 100). */
export function cutText(text: string, max: number = ARTICLE_SUMMARY_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // A space right after the limit counts too, so a word ending exactly at `max` is kept whole.
  const space = clean.lastIndexOf(' ', max);
  const cut = space >= max * 0.6 ? clean.slice(0, space) : clean.slice(0, max);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}...`;
}

/** '0 Like', '1 Like', '2 Likes': the label stays singular while the count is under 2. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count < 2 ? singular : plural}`;
}

/** Replaces the patient-name placeholder in a highlight with the patient's full name. */
export function fillPatientName(text: string, fullName: string, placeholder: string): string {
  return text.split(placeholder).join(fullName.trim() || 'you');
}
