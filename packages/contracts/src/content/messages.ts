import { CONTENT_MEDIA_MAX_MB } from './constants.ts';

// What the console's content routes say (issue 22).

export const contentMessages = {
  articles: 'Articles.',
  article: 'The article.',
  articleCreated: 'Article created. It is a draft until you publish it.',
  articleSaved: 'Article saved.',
  articlePublished: 'Article published. Patients see it now.',
  articleUnpublished: 'Article unpublished. Patients no longer see it.',
  articleNotFound: 'No article has this id.',
  slugInvalid:
    'The slug must be lower-case letters and digits joined by hyphens, such as "eating-well-week-20".',
  slugTaken: 'Another article already has this slug. Choose another.',
  titleRequired: 'Please enter a title.',
  shortDescriptionRequired: 'Please enter a short description.',
  typeInvalid: 'The type must be Text Article, Audio Article or Video Article.',
  categoryInvalid: 'Unknown category. Choose one of the interests, or none.',
  tribeInvalid: 'Unknown support tribe.',
  weekInvalid: 'Weeks are whole numbers from 1 to 42, the first not after the last.',
  mediaKeyInvalid: 'This media is not one uploaded here. Upload the file again.',
  htmlTooLong: 'The text is too long.',
  quickSupport: 'Quick support.',
  answerSaved: 'Answer saved.',
  answerCreated: 'Answer added.',
  answerPublished: 'Answer published. Patients see it now.',
  answerUnpublished: 'Answer unpublished. Patients no longer see it.',
  questionRequired: 'Please enter the question.',
  answerRequired: 'Please enter the answer.',
  questionNotFound: 'No quick-support question has this id.',
  categoryNotFound: 'No quick-support category has this id.',
  mediaSaved: 'File uploaded.',
  mediaTypeInvalid: 'Upload a JPEG, PNG or WebP picture, an MP3 or M4A sound, or an MP4 video.',
  mediaContentInvalid: 'The file is not what its type says. Upload the picture, sound or video itself.',
  mediaTooLarge: `The file is too large: at most ${CONTENT_MEDIA_MAX_MB.image} MB for a picture, ${CONTENT_MEDIA_MAX_MB.audio} MB for a sound, ${CONTENT_MEDIA_MAX_MB.video} MB for a video.`,
  mediaEmpty: 'The file is empty.',
} as const;
