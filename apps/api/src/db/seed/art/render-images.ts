import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_IMAGE_COUNT } from '@bazar/shared';
import sharp from 'sharp';
import type { DemoProduct } from '../demo-table.js';
import { COLOR_HEX, isDemoColor } from '../demo-taxonomy.js';
import { slugify } from '../random.js';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './banner-art.js';
import { PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_VARIANTS, PRODUCT_THUMB_SIZE, productSvg } from './product-art.js';

export interface Picture {
  url: string;
  thumbUrl: string;
}

interface RenderJob {
  svg: () => string;
  outputs: { file: string; width: number; height: number }[];
}

/**
 * sharp already spreads one image over libvips' threads; a few images in flight keeps every
 * core busy without holding dozens of decoded bitmaps in memory.
 */
const CONCURRENCY = 4;

/** The picture URLs of a demo product, cover first: a pure function of its name. */
export function demoPictures(product: DemoProduct): Picture[] {
  const slug = slugify(product.name);
  return Array.from({ length: PRODUCT_IMAGE_VARIANTS }, (_, variant) => {
    const base = `${slug}-${variant + 1}`;
    return { url: `/uploads/demo/${base}.webp`, thumbUrl: `/uploads/demo/${base}-thumb.webp` };
  });
}

/**
 * Writes the demo pictures and the banners, skipping files that already exist so restarts
 * cost nothing. Returns how many pictures were drawn.
 */
export async function writeDemoImages(uploadsDir: string, products: readonly DemoProduct[]): Promise<number> {
  const demoDir = path.join(uploadsDir, 'demo');
  const bannerDir = path.join(uploadsDir, 'banners');
  await mkdir(demoDir, { recursive: true });
  await mkdir(bannerDir, { recursive: true });

  const jobs: RenderJob[] = products.flatMap((product) => {
    const hex = isDemoColor(product.color) ? COLOR_HEX[product.color] : COLOR_HEX.Gris;
    return Array.from({ length: PRODUCT_IMAGE_VARIANTS }, (_, variant) => {
      const base = `${slugify(product.name)}-${variant + 1}`;
      return {
        svg: () => productSvg(product.category, product.name, hex, variant),
        outputs: [
          { file: path.join(demoDir, `${base}.webp`), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
          {
            file: path.join(demoDir, `${base}-thumb.webp`),
            width: PRODUCT_THUMB_SIZE,
            height: PRODUCT_THUMB_SIZE,
          },
        ],
      };
    });
  });
  for (let i = 0; i < BANNER_IMAGE_COUNT; i++) {
    jobs.push({
      svg: () => bannerSvg(i),
      outputs: [
        { file: path.join(bannerDir, `banner-${i + 1}.webp`), width: BANNER_WIDTH, height: BANNER_HEIGHT },
      ],
    });
  }

  const pending = jobs.filter((job) => job.outputs.some((output) => !existsSync(output.file)));
  await runLimited(pending, CONCURRENCY, render);
  return pending.length;
}

async function render(job: RenderJob): Promise<void> {
  // Rasterise the SVG once; each output (picture, thumbnail) is then only a resize + encode.
  const { data, info } = await sharp(Buffer.from(job.svg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    job.outputs.map(async ({ file, width, height }) => {
      // Write then rename: an interrupted seed never leaves a half-written file that later
      // runs would skip as "already there".
      const partial = `${file}.partial`;
      // effort 0 encodes ~3× faster than the default and flat drawings lose nothing visible.
      await sharp(data, raw).resize(width, height).webp({ quality: 82, effort: 0 }).toFile(partial);
      await rename(partial, file);
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
