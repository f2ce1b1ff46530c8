/**
 * Prepares a screenshot for OCR with sharp: greyscale, dark themes inverted to dark text on a light
 * background, small images upscaled. Tesseract reads dark-on-light text at ~30 px x-height best.
 */
import sharp from 'sharp';

// One libvips thread: image preparation must not take the core the API's event loop runs on.
sharp.concurrency(1);

/** Images narrower than this are upscaled 2x (phone crops, 1x captures of small panels). */
const UPSCALE_BELOW_WIDTH = 1000;
/** Refuse absurd dimensions before decoding (a decompression bomb stays a small file). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImageError extends Error {}

export async function normalizeForOcr(image: Buffer): Promise<Buffer> {
  try {
    const grey = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().greyscale();
    const [{ width }, stats] = await Promise.all([grey.metadata(), grey.clone().stats()]);
    // Mean brightness of the single grey channel: a dark theme has a dark background.
    const dark = stats.channels[0]!.mean < 128;
    let pipeline = dark ? grey.negate({ alpha: false }) : grey;
    if (width && width < UPSCALE_BELOW_WIDTH) pipeline = pipeline.resize({ width: width * 2, kernel: 'lanczos3' });
    return await pipeline.png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
