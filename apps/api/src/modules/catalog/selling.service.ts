import {
  type EditProductBody,
  type OwnProductPage,
  type OwnProductsQuery,
  type ProductBody,
  type ProductDetail,
  productColour,
  SELLING_MSG,
} from '@bazar/shared';
import type { Database, Executor } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError, type FieldError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { claimUploads, releaseUploads } from '../../platform/uploads/index.js';
import { toProductDetail } from './catalog.mapper.js';
import type { ProductFields, ProductImage, VariantFields } from './product-writes.js';
import * as productWrites from './product-writes.js';
import * as repo from './selling.repository.js';

/**
 * The variants as saved: without options, one variant holding the form's stock; with options, the
 * grid's rows, each picture URL turned into the position of that picture in the product's list.
 */
function toVariants(body: ProductBody, images: ProductImage[]): VariantFields[] {
  if (body.options.length === 0)
    return [
      { values: [], stock: body.stock ?? 0, priceCents: null, sku: null, imagePositions: [], hidden: false },
    ];
  const positions = new Map(images.map((image, position) => [image.url, position]));
  return body.variants.map((v) => ({
    values: v.values,
    stock: v.stock,
    priceCents: v.price,
    sku: v.sku,
    imagePositions: v.image.flatMap((url) => positions.get(url) ?? []),
    hidden: v.hidden,
  }));
}

/** The form's fields as columns: prices are entered in whole units and kept in cents. */
function toFields(body: ProductBody, variants: VariantFields[]): ProductFields {
  return {
    name: body.name,
    description: body.description,
    priceCents: body.price,
    brand: body.brand,
    color: productColour(body),
    warrantyMonths: body.warranty,
    discount: body.discount,
    stock: productWrites.stockOfVariants(variants),
    categoryId: body.categoryId,
    genreId: body.genreId,
    optionsSummary:
      body.options.length === 0 ? null : body.options.map((o) => ({ name: o.name, values: o.values.length })),
  };
}

const pricing = (body: ProductBody) => ({ priceCents: body.price, discount: body.discount });

async function checkReferences(tx: Executor, body: ProductBody): Promise<void> {
  const exists = await repo.referencesExist(tx, body.categoryId, body.genreId);
  const errors: FieldError[] = [];
  if (!exists.category) errors.push({ param: 'categoryId', msg: SELLING_MSG.unknownCategory });
  if (!exists.genre) errors.push({ param: 'genreId', msg: SELLING_MSG.unknownGenre });
  if (errors.length > 0) throw AppError.fields(errors);
}

/**
 * The product's image list, each URL with its thumbnail. A URL is accepted when our storage
 * issued it to this user (an uploads row, claimed here in the caller's transaction) or when the
 * product already shows it (seeded images, another seller's upload kept by an administrator).
 */
async function resolveImages(
  tx: Executor,
  urls: string[],
  user: SessionUser,
  current: ProductImage[],
): Promise<ProductImage[]> {
  const wanted = [...new Set(urls)];
  const known = new Map(current.map((i) => [i.url, i.thumbUrl]));
  const claimed = await claimUploads(
    tx,
    wanted.filter((url) => !known.has(url)),
    user.id,
    user.root,
  );
  for (const image of claimed) known.set(image.url, image.thumbUrl);
  const images: ProductImage[] = [];
  for (const url of wanted) {
    const thumbUrl = known.get(url);
    if (thumbUrl === undefined) throw AppError.badRequest(SELLING_MSG.foreignImage, 'image');
    images.push({ url, thumbUrl });
  }
  return images;
}

export interface SellingDeps {
  database: Database;
  /** Tells caches and listeners (the live dashboard) that a product changed, after the write. */
  productChanged(productId: number): void;
}

export function createSellingService({ database, productChanged: changed }: SellingDeps) {
  const { db } = database;

  const detail = async (id: number): Promise<ProductDetail> => {
    const row = await repo.findProduct(db, id);
    if (!row) throw AppError.notFound(SELLING_MSG.productNotFound);
    return toProductDetail(row);
  };

  return {
    async create(user: SessionUser, body: ProductBody): Promise<ProductDetail> {
      const id = await transaction(db, async (tx) => {
        await checkReferences(tx, body);
        const images = await resolveImages(tx, body.image, user, []);
        const variants = toVariants(body, images);
        const productId = await productWrites.createProduct(tx, user.id, toFields(body, variants));
        await productWrites.replaceImages(tx, productId, images);
        await productWrites.saveVariants(tx, productId, pricing(body), body.options, variants);
        return productId;
      });
      changed(id);
      return detail(id);
    },

    /** Only the seller, or an administrator, edits; owner, active flag and ratings never change here. */
    async edit(user: SessionUser, { editId, ...body }: EditProductBody): Promise<ProductDetail> {
      await transaction(db, async (tx) => {
        const product = await repo.lockProduct(tx, editId);
        if (!product) throw AppError.notFound(SELLING_MSG.productNotFound);
        if (product.seller_id !== user.id && !user.root) throw new AppError(403, SELLING_MSG.notOwner);
        await checkReferences(tx, body);
        const current = await repo.productImages(tx, editId);
        const images = await resolveImages(tx, body.image, user, current);
        const variants = toVariants(body, images);
        // During a sale event the form's discount is the seller's own (decision record 0035).
        const discount = await productWrites.updateProduct(
          tx,
          editId,
          toFields(body, variants),
          product.event_discount,
        );
        await productWrites.replaceImages(tx, editId, images);
        await productWrites.saveVariants(
          tx,
          editId,
          { priceCents: body.price, discount },
          body.options,
          variants,
        );
        const kept = new Set(images.map((i) => i.url));
        await releaseUploads(
          tx,
          current.map((i) => i.url).filter((url) => !kept.has(url)),
        );
      });
      changed(editId);
      return detail(editId);
    },

    async listOwn(userId: number, query: OwnProductsQuery): Promise<OwnProductPage> {
      const found = await repo.listBySeller(database, userId, {
        limit: query.pageSize,
        offset: offsetOf(query),
        q: query.q,
      });
      return pageOf(query, found, toProductDetail);
    },
  };
}
