// What /book-test loads on first use, as one chunk: the booking dialog and the Category Select.
export { LoadedSelect } from '@/components/select-on-intent-loaded';
export { BookTestDialog } from './book-test-dialog';
