import { commonMasterSeed } from '../../seed/content/common-master.ts';

// What a patient may search an expert by, in one text column (experts.search_text): the
// trigram and full-text indexes of migration 0004 are built on it. Written only from here.

const labelOf = (slug: 'concerns' | 'expert-approaches' | 'language') => {
  const labels = new Map(commonMasterSeed[slug].map((i) => [i.value, i.label]));
  return (value: string) => labels.get(value) ?? value;
};
export const languageLabel = labelOf('language');
export const concernLabel = labelOf('concerns');
export const approachLabel = labelOf('expert-approaches');

/** Two labels that say the same ('Grief and Loss', 'grief & loss'). */
export function sameLabel(a: string, b: string): boolean {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return plain(a) === plain(b);
}

export function expertSearchText(e: {
  salutation: string;
  firstName: string;
  lastName: string;
  specialities: string[];
  languages: string[];
  concerns: string[];
  approaches: string[];
  qualification: string;
}): string {
  return [
    e.salutation,
    e.firstName,
    e.lastName,
    ...e.specialities,
    ...e.concerns.map(concernLabel),
    ...e.approaches.map(approachLabel),
    ...e.languages.map(languageLabel),
    e.qualification,
  ]
    .join(' ')
    .toLowerCase();
}

/** The words of a search, letters and digits only (so each is safe inside a tsquery). */
export function searchWords(query: string | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}
