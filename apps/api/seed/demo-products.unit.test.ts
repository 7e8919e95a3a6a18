import { describe, expect, it } from 'vitest';
import { shapeFor } from './art/product-art.js';
import { demoPicturePositions, demoPictures } from './art/render-images.js';
import { agree } from './bulk-vocabulary.js';
import { sizesAndColours } from './demo-catalog.js';
import { DEMO_PRODUCTS } from './demo-products.js';
import { DEMO_AUDIENCES, DEMO_CATEGORIES } from './demo-taxonomy.js';
import { demoVariants } from './demo-variants.js';
import { seededRandom, slugify } from './random.js';

// The API and e2e suites search and filter this catalog by name: these are the facts they rely on.
describe('demo catalog data', () => {
  const inCategory = (category: string) => DEMO_PRODUCTS.filter((p) => p.category === category);

  it('has at least 60 products covering every category and audience', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    for (const category of DEMO_CATEGORIES) expect(inCategory(category).length).toBeGreaterThan(0);
    for (const audience of DEMO_AUDIENCES)
      expect(DEMO_PRODUCTS.some((p) => p.audience === audience)).toBe(true);
  });

  it('contains the products the tests search for', () => {
    expect(inCategory('Ropa').filter((p) => p.name.startsWith('Camiseta')).length).toBeGreaterThanOrEqual(4);
    expect(inCategory('Tecnología').filter((p) => p.name.includes('Teléfono')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      inCategory('Calzado').filter((p) => p.name.startsWith('Zapatillas')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has 5–8 products out of stock, including one in Ropa and one in Tecnología', () => {
    const empty = DEMO_PRODUCTS.filter((p) => p.stock === 0);
    expect(empty.length).toBeGreaterThanOrEqual(5);
    expect(empty.length).toBeLessThanOrEqual(8);
    expect(empty.some((p) => p.category === 'Ropa')).toBe(true);
    expect(empty.some((p) => p.category === 'Tecnología')).toBe(true);
  });

  it('has unique names and slugs', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => slugify(p.name))).size).toBe(DEMO_PRODUCTS.length);
  });

  it('discounts about half of the products', () => {
    const discounted = DEMO_PRODUCTS.filter((p) => p.discount > 0).length;
    expect(discounted / DEMO_PRODUCTS.length).toBeGreaterThan(0.35);
    expect(discounted / DEMO_PRODUCTS.length).toBeLessThan(0.65);
  });
});

describe('seed helpers', () => {
  it('agrees adjectives in gender and number', () => {
    expect(agree('Rojo', { word: 'Camiseta', feminine: true, plural: false })).toBe('Roja');
    expect(agree('Rojo', { word: 'Zapatillas', feminine: true, plural: true })).toBe('Rojas');
    expect(agree('Azul', { word: 'Botines', feminine: false, plural: true })).toBe('Azules');
    expect(agree('Marrón', { word: 'Mocasines', feminine: false, plural: true })).toBe('Marrones');
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('Teléfono Inalámbrico para el Hogar')).toBe('telefono-inalambrico-para-el-hogar');
    expect(slugify("Shampoo Johnson's 400 ml")).toBe('shampoo-johnson-s-400-ml');
  });

  it('draws the same sequence from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('demo pictures', () => {
  it('draw what the name says, not only the category (a coffee maker is no lamp)', () => {
    const shapeOf = (name: string) => {
      const product = DEMO_PRODUCTS.find((p) => p.name.startsWith(name));
      if (!product) throw new Error(`no demo product ${name}`);
      return shapeFor(product.category, product.name);
    };
    expect(
      ['Cafetera', 'Jean', 'Campera', 'Consola', 'Notebook', 'Bicicleta', 'Camiseta', 'Zapatillas'].map(
        shapeOf,
      ),
    ).toEqual(['coffee', 'pants', 'jacket', 'console', 'laptop', 'bike', 'shirt', 'shoe']);
    // Those a walk through the shop found drawn as another product (issue 47).
    expect(
      [
        'Muñeca',
        'Juego de Sábanas',
        'Rompecabezas',
        'Juego de Mesa',
        'Lámpara de Pie',
        'Lámpara de Escritorio',
        'Teléfono Inalámbrico',
        'Set de Plastilinas',
        'Ojotas',
        'Botas',
        'Sandalias',
        'Mocasines',
        'Pantuflas',
        'Camisa Oxford',
        'Almohadón',
        'Teléfono Inteligente',
      ].map(shapeOf),
    ).toEqual([
      'doll',
      'sheets',
      'puzzle',
      'boardgame',
      'floorlamp',
      'desklamp',
      'cordless',
      'dough',
      'flipflops',
      'boot',
      'sandal',
      'loafer',
      'slipper',
      'buttonshirt',
      'pillow',
      'phone',
    ]);
  });

  it('a redrawn picture takes a new file name, so an older data folder draws it again', () => {
    const doll = DEMO_PRODUCTS.find((p) => p.name.startsWith('Muñeca'));
    const teddy = DEMO_PRODUCTS.find((p) => p.name.startsWith('Osito'));
    if (!doll || !teddy) throw new Error('no demo toys');
    expect(demoPictures(doll)[0]?.url).toBe('/uploads/demo/muneca-articulada-con-accesorios-r2-1.webp');
    expect(demoPictures(teddy)[0]?.url).toBe('/uploads/demo/osito-de-peluche-gigante-1.webp');
  });
});

describe('demo sizes and colours', () => {
  const fashion = DEMO_PRODUCTS.filter((p) => p.category === 'Ropa' || p.category === 'Calzado');

  it('clothes and shoes come in real sizes and 2–3 colours, the rest in none', () => {
    expect(fashion.length).toBeGreaterThanOrEqual(20);
    for (const product of DEMO_PRODUCTS.filter((p) => !fashion.includes(p)))
      expect(demoVariants(product)).toBeNull();
    for (const product of fashion) {
      const grid = demoVariants(product);
      expect(grid?.options.map((o) => o.name)).toEqual(['Talle', 'Color']);
      const [sizes, colours] = grid?.options ?? [];
      expect(colours?.values[0]).toBe(product.color);
      expect(colours?.values.length).toBeGreaterThanOrEqual(2);
      expect(colours?.values.length).toBeLessThanOrEqual(3);
      expect(new Set(colours?.values).size).toBe(colours?.values.length);
      const allowed =
        product.category === 'Calzado'
          ? Array.from({ length: 11 }, (_, i) => String(35 + i))
          : product.audience === 'Niños'
            ? ['4', '6', '8', '10', '12']
            : ['S', 'M', 'L', 'XL'];
      for (const size of sizes?.values ?? []) expect(allowed).toContain(size);
      expect(grid?.variants).toHaveLength((sizes?.values.length ?? 0) * (colours?.values.length ?? 0));
    }
    const men = fashion.find((p) => p.name === 'Zapatillas Running Air Zoom');
    expect(men && demoVariants(men)?.options[0]?.values).toEqual(['39', '40', '41', '42', '43', '44']);
  });

  it("spread the product's stock over the combinations, some sizes sold out, never more than the table says", () => {
    let soldOut = 0;
    for (const product of fashion) {
      const variants = demoVariants(product)?.variants ?? [];
      expect(variants.reduce((sum, v) => sum + v.stock, 0)).toBe(product.stock);
      soldOut += variants.filter((v) => v.stock === 0).length;
      // A product in stock has several combinations to sell.
      if (product.stock >= 10) expect(variants.filter((v) => v.stock > 0).length).toBeGreaterThan(1);
    }
    expect(soldOut).toBeGreaterThan(fashion.length);
  });

  it("each colour's variants show that colour's pictures (at most 10 a product)", () => {
    for (const product of fashion) {
      const pictures = demoPictures(product);
      const grid = demoVariants(product);
      expect(pictures.length).toBe(2 * (grid?.colors.length ?? 0));
      expect(pictures.length).toBeLessThanOrEqual(10);
      expect(new Set(pictures.map((p) => p.url)).size).toBe(pictures.length);
      // The cover is the product's own colour, under the name it always had.
      expect(pictures[0]?.url).toMatch(/-1\.webp$/);
      expect(demoPicturePositions(product, product.color)).toEqual([0, 1]);
      const rows = sizesAndColours(product);
      for (const variant of rows.variants ?? []) {
        const colour = variant.values[1] ?? '';
        expect(variant.imagePositions).toEqual(demoPicturePositions(product, colour));
        for (const position of variant.imagePositions ?? [])
          expect(pictures[position]?.url).toContain(colour === product.color ? '' : slugify(colour));
      }
    }
  });
});
