import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_IMAGE_COUNT } from '@bazar/shared';
import sharp from 'sharp';
import type { FileStorage } from '../../src/platform/storage/storage.js';
import type { DemoProduct } from '../demo-table.js';
import { COLOR_HEX, isDemoColor } from '../demo-taxonomy.js';
import { demoVariants } from '../demo-variants.js';
import { slugify } from '../random.js';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './banner-art.js';
import {
  drawingRevision,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_VARIANTS,
  PRODUCT_THUMB_SIZE,
  productSvg,
} from './product-art.js';

export interface Picture {
  url: string;
  thumbUrl: string;
}

interface RenderJob {
  svg: () => string;
  /** `key`: the path under the uploads root (demo/x.webp), also the object key in a bucket. */
  outputs: { key: string; width: number; height: number }[];
}

/** Where drawn pictures go: the uploads folder, or the object storage every instance reads. */
export interface PictureSink {
  has(key: string): boolean;
  save(key: string, body: Buffer): Promise<void>;
  /** The URL the catalog stores for a key. */
  urlOf(key: string): string;
}

/** DATA_DIR/uploads, served at /uploads/; files already there are kept, so restarts cost nothing. */
export function diskSink(uploadsDir: string): PictureSink {
  return {
    has: (key) => existsSync(path.join(uploadsDir, key)),
    async save(key, body) {
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: an interrupted seed never leaves a half-written file that later runs
      // would skip as "already there".
      await writeFile(`${file}.partial`, body);
      await rename(`${file}.partial`, file);
    },
    urlOf: (key) => `/uploads/${key}`,
  };
}

/**
 * S3-compatible storage: the seed runs once per database (under the start-up lock), and then
 * every instance serves the same pictures, wherever it started.
 */
export function storageSink(storage: FileStorage): PictureSink {
  return {
    has: () => false,
    save: async (key, body) => {
      await storage.put(key, body, 'image/webp');
    },
    urlOf: (key) => storage.urlOf(key),
  };
}

/**
 * sharp already spreads one image over libvips' threads; a few images in flight keeps every
 * core busy without holding dozens of decoded bitmaps in memory.
 */
const CONCURRENCY = 4;

/** One drawing of a demo product: its file name (without extension), colour and angle. */
interface DemoDrawing {
  base: string;
  color: string;
  angle: number;
}

/**
 * The drawings of a demo product, cover first: each angle in its own colour, then, for clothes and
 * shoes sold in several colours (demo-variants.ts), each angle in each other colour. The first
 * colour keeps the names it always had, so pictures drawn by an older seed are kept.
 */
function demoDrawings(product: DemoProduct): DemoDrawing[] {
  const slug = `${slugify(product.name)}${drawingRevision(product.category, product.name)}`;
  const colors = demoVariants(product)?.colors ?? [product.color];
  return colors.flatMap((color, c) =>
    Array.from({ length: PRODUCT_IMAGE_VARIANTS }, (_, angle) => ({
      base: c === 0 ? `${slug}-${angle + 1}` : `${slug}-${slugify(color)}-${angle + 1}`,
      color,
      angle,
    })),
  );
}

/** The picture URLs of a demo product, cover first: a pure function of its name and colours. */
export function demoPictures(
  product: DemoProduct,
  urlOf: (key: string) => string = (key) => `/uploads/${key}`,
): Picture[] {
  return demoDrawings(product).map(({ base }) => ({
    url: urlOf(`demo/${base}.webp`),
    thumbUrl: urlOf(`demo/${base}-thumb.webp`),
  }));
}

/** Positions in `demoPictures(product)` of the pictures drawn in `color`. */
export function demoPicturePositions(product: DemoProduct, color: string): number[] {
  return demoDrawings(product).flatMap((drawing, i) => (drawing.color === color ? [i] : []));
}

/**
 * Writes the demo pictures and the banners, skipping files that already exist so restarts
 * cost nothing. Returns how many pictures were drawn.
 */
export async function writeDemoImages(sink: PictureSink, products: readonly DemoProduct[]): Promise<number> {
  const jobs: RenderJob[] = products.flatMap((product) =>
    demoDrawings(product).map(({ base, color, angle }) => {
      const hex = isDemoColor(color) ? COLOR_HEX[color] : COLOR_HEX.Gris;
      return {
        svg: () => productSvg(product.category, product.name, hex, angle),
        outputs: [
          { key: `demo/${base}.webp`, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
          {
            key: `demo/${base}-thumb.webp`,
            width: PRODUCT_THUMB_SIZE,
            height: PRODUCT_THUMB_SIZE,
          },
        ],
      };
    }),
  );
  for (let i = 0; i < BANNER_IMAGE_COUNT; i++) {
    jobs.push({
      svg: () => bannerSvg(i),
      outputs: [{ key: `banners/banner-${i + 1}.webp`, width: BANNER_WIDTH, height: BANNER_HEIGHT }],
    });
  }

  const pending = jobs.filter((job) => job.outputs.some((output) => !sink.has(output.key)));
  await runLimited(pending, CONCURRENCY, (job) => render(job, sink));
  return pending.length;
}

async function render(job: RenderJob, sink: PictureSink): Promise<void> {
  // Rasterise the SVG once; each output (picture, thumbnail) is then only a resize + encode.
  const { data, info } = await sharp(Buffer.from(job.svg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    job.outputs.map(async ({ key, width, height }) => {
      // effort 0 encodes ~3× faster than the default and flat drawings lose nothing visible.
      const body = await sharp(data, raw).resize(width, height).webp({ quality: 82, effort: 0 }).toBuffer();
      await sink.save(key, body);
    }),
  );
}

async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
