import type { ProductDetail } from '@bazar/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ChoicePlace,
  choose,
  chosenVariant,
  missingChoiceMessage,
  readChoice,
  writeChoice,
} from './variant-choice';

/**
 * The buyer's choice of a variant on a product's detail, and what follows from it: the variant
 * (its price, pictures, stock and id for the cart) and 'Elige un talle' once the buyer tried to
 * add without a complete choice.
 *
 * The choice lives in the URL, replacing the entry, so the page or the open modal can be shared
 * as chosen: `?talle=42&color=Negro` on the product page, `?product=12&v-talle=42&v-color=Negro`
 * in the home's modal (see MODAL_CHOICE_PREFIX).
 */
export function useVariantChoice(product: ProductDetail, place: ChoicePlace) {
  const [params, setParams] = useSearchParams();
  const [tried, setTried] = useState(false);
  const { options, variants } = product;

  const choice = readChoice(options, params, place);

  const setValue = (index: number, value: string | undefined) => {
    const next = choose(choice, index, value);
    setParams((prev) => writeChoice(options, next, prev, place), { replace: true, preventScrollReset: true });
  };

  const missing = missingChoiceMessage(options, choice);
  const variant = chosenVariant(variants, options, choice);
  return {
    choice,
    setValue,
    variant,
    /** 'Elige un talle', shown only after an attempt to add without a complete choice. */
    message: tried ? missing : null,
    /** Before adding: false (and the message shown) while an option has no value. */
    checkComplete: () => {
      setTried(true);
      return missing === null;
    },
  };
}
