import { htmlSanitizer } from '@care/contracts/content/html-policy';
import DOMPurify from 'dompurify';

// The preview shows the HTML as patients will see it: through the allow-list the web app and the
// API apply (@care/contracts/content/html-policy), with DOMPurify. Only the editor's routes load it.
export const sanitizePreview = htmlSanitizer(DOMPurify(window));
