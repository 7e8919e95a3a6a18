import { findVariant, type ProductOption, type ProductVariant, VARIANT_MSG } from '@bazar/shared';
import { type ChoicePlace, MODAL_CHOICE_PREFIX } from './modal-choice-params';

export type { ChoicePlace } from './modal-choice-params';

/**
 * The buyer's choice of a product's variant (decision record 0031): one value per option, in the
 * options' order, `undefined` where nothing is chosen yet. A product without options has nothing
 * to choose and its one variant is always the choice.
 */
export type Choice = (string | undefined)[];

/** How a value shows beside the others chosen: buyable, sold out, or no such combination. */
export type ValueState = 'available' | 'soldOut' | 'missing';

/** The search parameter of an option: its name in lower case ('talle', 'color'), prefixed in the modal. */
export function optionParam(name: string, place: ChoicePlace = 'page'): string {
  return (place === 'modal' ? MODAL_CHOICE_PREFIX : '') + name.trim().toLocaleLowerCase('es');
}

/** The choice written in the URL (`?talle=42&color=Negro`); values the product lacks are left out. */
export function readChoice(
  options: readonly ProductOption[],
  params: URLSearchParams,
  place: ChoicePlace = 'page',
): Choice {
  return options.map((option) => {
    const raw = params.get(optionParam(option.name, place));
    if (raw === null) return undefined;
    return (
      option.values.find((value) => value === raw) ??
      option.values.find((value) => value.toLocaleLowerCase('es') === raw.toLocaleLowerCase('es'))
    );
  });
}

/** The URL's parameters with this choice in them (unchosen options removed), the others kept. */
export function writeChoice(
  options: readonly ProductOption[],
  choice: Choice,
  params: URLSearchParams,
  place: ChoicePlace = 'page',
): URLSearchParams {
  const next = new URLSearchParams(params);
  options.forEach((option, i) => {
    const value = choice[i];
    if (value === undefined) next.delete(optionParam(option.name, place));
    else next.set(optionParam(option.name, place), value);
  });
  return next;
}

/** The choice with `value` for option `index` (or nothing there, when `value` is undefined). */
export function choose(choice: Choice, index: number, value: string | undefined): Choice {
  const next = [...choice];
  next[index] = value;
  return next;
}

/**
 * A value of option `index` given the values chosen for the other options: 'missing' when no
 * visible variant has it with them, 'soldOut' when every such variant has no stock.
 */
export function valueState(
  variants: readonly ProductVariant[],
  choice: Choice,
  index: number,
  value: string,
): ValueState {
  const matching = variants.filter(
    (variant) =>
      !variant.hidden &&
      variant.values[index] === value &&
      choice.every((chosen, i) => i === index || chosen === undefined || variant.values[i] === chosen),
  );
  if (matching.length === 0) return 'missing';
  return matching.some((variant) => variant.stock > 0) ? 'available' : 'soldOut';
}

/** The first option without a value, or undefined once the choice is complete. */
export function firstMissingOption(
  options: readonly ProductOption[],
  choice: Choice,
): ProductOption | undefined {
  return options.find((_, i) => choice[i] === undefined);
}

/** The variant the choice names: the only one of a product without options. */
export function chosenVariant(
  variants: readonly ProductVariant[],
  options: readonly ProductOption[],
  choice: Choice,
): ProductVariant | undefined {
  if (options.length === 0) return variants.find((variant) => !variant.hidden);
  if (firstMissingOption(options, choice)) return undefined;
  return findVariant(variants, choice);
}

/** 'Elige un talle' for the first option left to choose, or null when the choice is complete. */
export function missingChoiceMessage(options: readonly ProductOption[], choice: Choice): string | null {
  const missing = firstMissingOption(options, choice);
  return missing ? VARIANT_MSG.choose(missing.name) : null;
}

/** The visible variants that have every value chosen so far. */
export function matchingVariants(variants: readonly ProductVariant[], choice: Choice): ProductVariant[] {
  return variants.filter(
    (variant) =>
      !variant.hidden && choice.every((chosen, i) => chosen === undefined || variant.values[i] === chosen),
  );
}

interface Shown {
  priceCents: number;
  finalPriceCents: number;
  image: string[];
}

/**
 * The price and pictures the detail shows for a choice: those of the variants it still allows
 * when they all agree (the colour chosen shows its pictures before the size is), else the
 * product's. A variant without pictures of its own shows the product's.
 */
export function shownForChoice(
  product: Shown & { variants: readonly ProductVariant[] },
  choice: Choice,
): Shown {
  const anyChosen = choice.some((value) => value !== undefined);
  const matching = anyChosen ? matchingVariants(product.variants, choice) : [];
  const agree = <T>(pick: (variant: ProductVariant) => T): T | undefined => {
    const first = matching[0];
    if (!first) return undefined;
    const value = pick(first);
    return matching.every((variant) => pick(variant) === value) ? value : undefined;
  };
  const images = agree((variant) => variant.image.join('\n'));
  const finalPriceCents = agree((variant) => variant.finalPriceCents);
  const ownPrice = agree((variant) => variant.priceCents);
  return {
    priceCents: finalPriceCents === undefined ? product.priceCents : (ownPrice ?? product.priceCents),
    finalPriceCents: finalPriceCents ?? product.finalPriceCents,
    image: images ? images.split('\n') : product.image,
  };
}
