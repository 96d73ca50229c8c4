import { PROFILE_PIC_DIRECT_BYTES, PROFILE_PIC_MAX_DIMENSION } from '@care/contracts/patient/constants';

// Canvas compression for profile pictures: scale the longer side down to 800 px, then step
// the JPEG quality down until the result fits in 1 MB (the caller refuses it if it never does).

const QUALITY_STEPS = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25];

async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/jpeg',
      quality,
    );
  });
}

export async function compressImage(
  file: Blob,
  maxDimension: number = PROFILE_PIC_MAX_DIMENSION,
  targetBytes: number = PROFILE_PIC_DIRECT_BYTES,
): Promise<Blob> {
  const image = await decode(file);
  const scale = Math.min(1, maxDimension / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  if ('close' in image && typeof image.close === 'function') image.close();

  let smallest: Blob | null = null;
  for (const quality of QUALITY_STEPS) {
    const blob = await toJpeg(canvas, quality);
    if (!smallest || blob.size < smallest.size) smallest = blob;
    if (blob.size <= targetBytes) return blob;
  }
  if (!smallest) throw new Error('Compression produced nothing');
  return smallest;
}
