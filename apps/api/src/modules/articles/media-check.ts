import {
  CONTENT_MEDIA_MAX_MB,
  CONTENT_MEDIA_TYPES,
  type ContentMediaType,
} from '@care/contracts/content/constants';
import { contentMessages as m } from '@care/contracts/content/messages';

// An article medium the console uploads (issue 22) is what its first bytes say, whatever name
// or type it came with: a renamed file of another type is refused.

const starts = (bytes: Buffer, at: number, text: string) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/** Whether the bytes are of this type, by their magic numbers. */
export function looksLike(bytes: Buffer, type: ContentMediaType): boolean {
  switch (type) {
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return starts(bytes, 0, 'RIFF') && starts(bytes, 8, 'WEBP');
    case 'audio/mpeg':
      // An ID3 tag, or straight away an MPEG audio frame's sync bits.
      return starts(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case 'audio/mp4':
    case 'audio/x-m4a':
    case 'video/mp4':
      // An ISO media file opens with its 'ftyp' box.
      return starts(bytes, 4, 'ftyp');
  }
}

/** The refusal for these bytes of this type, or the kind and extension they are stored as. */
export function checkMedia(
  bytes: Buffer,
  type: ContentMediaType,
): { refused: { status: number; message: string } } | { kind: 'image' | 'audio' | 'video'; ext: string } {
  const { kind, ext } = CONTENT_MEDIA_TYPES[type];
  if (bytes.length === 0) return { refused: { status: 400, message: m.mediaEmpty } };
  if (bytes.length > CONTENT_MEDIA_MAX_MB[kind] * 1024 * 1024)
    return { refused: { status: 413, message: m.mediaTooLarge } };
  if (!looksLike(bytes, type)) return { refused: { status: 400, message: m.mediaContentInvalid } };
  return { kind, ext };
}
