import { profileMessages } from '@care/contracts/patient/messages';
import { describe, expect, it, vi } from 'vitest';
import { checkProfilePicture, prepareProfilePicture } from './profile-picture-rules';

const MB = 1024 * 1024;

function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkProfilePicture', () => {
  it('accepts JPG and PNG under 1 MB as they are', () => {
    expect(checkProfilePicture({ name: 'me.jpg', type: 'image/jpeg', size: 200_000 })).toEqual({
      ok: true,
      needsCompression: false,
    });
    expect(checkProfilePicture({ name: 'me.png', type: 'image/png', size: MB - 1 })).toEqual({
      ok: true,
      needsCompression: false,
    });
  });

  it('marks 1 to 10 MB pictures for compression', () => {
    expect(checkProfilePicture({ name: 'me.jpg', type: 'image/jpeg', size: MB })).toEqual({
      ok: true,
      needsCompression: true,
    });
    expect(checkProfilePicture({ name: 'me.jpg', type: 'image/jpeg', size: 10 * MB })).toEqual({
      ok: true,
      needsCompression: true,
    });
  });

  it('refuses pictures over 10 MB', () => {
    expect(checkProfilePicture({ name: 'me.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toEqual({
      ok: false,
      message: 'Original image size exceeds 10 MB limit.',
    });
  });

  it('refuses other types, PDF included, with the spec message', () => {
    for (const [name, type] of [
      ['scan.pdf', 'application/pdf'],
      ['me.gif', 'image/gif'],
      ['me.webp', 'image/webp'],
      ['notes.txt', 'text/plain'],
      ['me.heic', ''],
    ] as const) {
      expect(checkProfilePicture({ name, type, size: 1000 })).toEqual({
        ok: false,
        message: 'Select file type JPG, PNG or PDF file.',
      });
    }
  });

  it('decides by extension when the browser gives no type', () => {
    expect(checkProfilePicture({ name: 'ME.JPEG', type: '', size: 1000 }).ok).toBe(true);
  });
});

describe('prepareProfilePicture', () => {
  it('does not compress a small picture', async () => {
    const compress = vi.fn();
    const file = fakeFile('me.png', 'image/png', 5000);
    expect(await prepareProfilePicture(file, compress)).toEqual({ ok: true, file });
    expect(compress).not.toHaveBeenCalled();
  });

  it('returns the compressed JPEG when it fits in 1 MB', async () => {
    const result = await prepareProfilePicture(
      fakeFile('holiday.png', 'image/png', 4 * MB),
      async () => new Blob([new Uint8Array(300_000)], { type: 'image/jpeg' }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.file.name).toBe('holiday.jpg');
      expect(result.file.type).toBe('image/jpeg');
      expect(result.file.size).toBe(300_000);
    }
  });

  it('refuses a picture still over 1 MB after compression', async () => {
    const result = await prepareProfilePicture(fakeFile('big.jpg', 'image/jpeg', 9 * MB), async () => {
      const blob = new Blob(['x'], { type: 'image/jpeg' });
      Object.defineProperty(blob, 'size', { value: MB + 1 });
      return blob;
    });
    expect(result).toEqual({ ok: false, message: profileMessages.picTooLargeCompressed });
  });

  it('reports a compression failure', async () => {
    const result = await prepareProfilePicture(fakeFile('broken.jpg', 'image/jpeg', 2 * MB), async () => {
      throw new Error('decode failed');
    });
    expect(result).toEqual({ ok: false, message: 'Error compressing Image' });
  });

  it('never compresses a refused file', async () => {
    const compress = vi.fn();
    expect(await prepareProfilePicture(fakeFile('huge.jpg', 'image/jpeg', 11 * MB), compress)).toEqual({
      ok: false,
      message: profileMessages.picTooLargeOriginal,
    });
    expect(await prepareProfilePicture(fakeFile('scan.pdf', 'application/pdf', 2 * MB), compress)).toEqual({
      ok: false,
      message: profileMessages.fileType,
    });
    expect(compress).not.toHaveBeenCalled();
  });
});
