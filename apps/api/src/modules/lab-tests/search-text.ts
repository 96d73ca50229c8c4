import { TEST_CATEGORY_LABELS, type TestCategory } from '@care/contracts/lab-tests/constants';

/** What a test is found by: its name, description and category names, lower-case. */
export function labTestSearchText(t: {
  name: string;
  description: string;
  categories: TestCategory[];
}): string {
  return [t.name, t.description, ...t.categories.map((c) => TEST_CATEGORY_LABELS[c])].join(' ').toLowerCase();
}
