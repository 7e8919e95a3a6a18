import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** [url, thumbUrl] pairs in display order, cover first. */
export const imagePairs = z.array(z.tuple([z.string(), z.string()]));
export type ImagePair = z.infer<typeof imagePairs>[number];

/** The images of the product aliased `p`, as a JSON array of ImagePair: one indexed subquery per row. */
export const productImagesJson = sql`(SELECT coalesce(json_agg(json_build_array(i.url, i.thumb_url) ORDER BY i.position), '[]'::json)
     FROM catalog.pictures i WHERE i.product_id = p.id)`;

/** The API's two parallel lists: full-size images and their thumbnails. */
export function splitImages(images: ImagePair[]): { image: string[]; thumbs: string[] } {
  return { image: images.map(([url]) => url), thumbs: images.map(([, thumb]) => thumb) };
}
