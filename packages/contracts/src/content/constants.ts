import { ARTICLE_TYPES } from '../articles/constants.ts';

// The console's content editing (issue 22): articles and quick-support answers.

export { ARTICLE_TYPES };

/** A slug: lower-case words joined by hyphens (the patient app's article address). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX = 120;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SHORT_DESCRIPTION_MAX = 300;
/** An article's or an answer's HTML as sent (before sanitising): 200 000 characters. */
export const CONTENT_HTML_MAX = 200_000;
export const QUICK_SUPPORT_QUESTION_MAX = 300;

/** What the media upload takes, by Content-Type, with the file extension it is stored under. */
export const CONTENT_MEDIA_TYPES = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/x-m4a': { kind: 'audio', ext: 'm4a' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
} as const;
export type ContentMediaType = keyof typeof CONTENT_MEDIA_TYPES;
export const CONTENT_MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export type ContentMediaKind = (typeof CONTENT_MEDIA_KINDS)[number];

/** Size limits by kind, in MB: a picture 5, narrated audio 20, a video 100. */
export const CONTENT_MEDIA_MAX_MB: Record<ContentMediaKind, number> = { image: 5, audio: 20, video: 100 };
export const CONTENT_MEDIA_MAX_BYTES = Math.max(...Object.values(CONTENT_MEDIA_MAX_MB)) * 1024 * 1024;

/** Where the console's uploads are kept (storage keys article/uploads/<random>.<ext>). */
export const CONTENT_UPLOAD_FOLDER = 'article/uploads';
/** An uploaded media key, as an article's image/audio/video field holds it. */
export const CONTENT_UPLOAD_KEY_PATTERN = /^article\/uploads\/[a-f0-9-]{36}\.(?:jpg|png|webp|mp3|m4a|mp4)$/;
