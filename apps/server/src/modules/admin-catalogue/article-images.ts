import { createHash } from 'node:crypto';
import type { Sharp, SharpOptions } from 'sharp';
import { validation } from '../../errors.js';
import { type ImageFile, uploadUrl } from '../uploads/uploads.service.js';

/** The widths of the WebP copies (the card, the product page, a large screen). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** Pixels decoded at most: past that, a small file that unpacks into a huge picture (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 10_000;
const MIN_SIDE = 100;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** French digit grouping: 12 000. */
const pixels = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

const notAnImage = () =>
  validation('File', 'Ce fichier n’est pas une image lisible\u00a0: envoyez une photo JPEG, PNG ou WebP.');

/** The copies to store, and what the article then points at. */
export type PreparedImage = { imageUrl: string; srcSet: string; files: ImageFile[] };

// One picture at a time: resizing is the costliest thing the shop does, and the machine is shared.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

// Loaded on the first picture (libvips is about 20 MB of a process's memory), without its cache: each
// upload is resized once, nothing is read again (ADR 029).
let library: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const sharp = (buffer: Buffer, options: SharpOptions) => {
  library ??= import('sharp').then(({ default: load }) => {
    load.cache(false);
    return load;
  });
  return library.then((load) => load(buffer, options));
};

const input = (buffer: Buffer) => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** Checks that `buffer` is a JPEG, PNG or WebP of sensible dimensions, without decoding its pixels. */
export async function checkImage(buffer: Buffer) {
  // The header only (no pixel is decoded): the dimensions are checked here, with a message that says so.
  const meta = await sharp(buffer, { limitInputPixels: false })
    .then((image) => image.metadata())
    .catch(() => {
      throw notAnImage();
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw validation('File', 'Format non accepté\u00a0: envoyez une photo JPEG, PNG ou WebP.');
  }
  const { width, height } = meta;
  if (!width || !height) throw notAnImage();
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw validation(
      'File',
      `Dimensions démesurées (${pixels(width)}\u00a0×\u00a0${pixels(height)} pixels)\u00a0: 10\u00a0000 pixels de côté et 40 millions de pixels au plus.`,
    );
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw validation(
      'File',
      `Image trop petite (${width}\u00a0×\u00a0${height} pixels)\u00a0: 100 pixels de côté au moins.`,
    );
  }
}

/**
 * Makes the WebP copies in memory, named by a hash of the original (served as immutable); the caller stores
 * them with the article's change, in one transaction: a file that fails anywhere leaves nothing behind.
 */
export function prepareArticleImage(buffer: Buffer): Promise<PreparedImage> {
  return oneAtATime(async () => {
    await checkImage(buffer);
    const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 20);
    const copies: { width: number; file: ImageFile }[] = [];
    for (const width of IMAGE_WIDTHS) {
      const { data, info } = await (await input(buffer))
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw notAnImage();
        });
      // A small original gives the same copy several times: keep one per real width.
      if (!copies.some((c) => c.width === info.width))
        copies.push({
          width: info.width,
          file: { path: `articles/${hash}-${width}.webp`, contentType: 'image/webp', data },
        });
    }
    const middle = copies[Math.min(1, copies.length - 1)] as (typeof copies)[number];
    return {
      imageUrl: uploadUrl(middle.file.path),
      srcSet: copies.map((c) => `${uploadUrl(c.file.path)} ${c.width}w`).join(', '),
      files: copies.map((c) => c.file),
    };
  });
}
