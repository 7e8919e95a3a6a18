import type { ProductDetail } from '@bazar/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type Choice,
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
 * On the product page the choice lives in the URL (`?talle=42&color=Negro`, replacing the entry)
 * so the page can be shared as chosen. The home's modal keeps it in state: the home passes its
 * URL's other parameters to the listing as filters, so `?color=Negro` would reload the list
 * under the modal.
 */
export function useVariantChoice(product: ProductDetail, inUrl: boolean) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<Choice>([]);
  const [tried, setTried] = useState(false);
  const { options, variants } = product;

  const choice: Choice = inUrl
    ? readChoice(options, params)
    : options.map((option, i) => {
        const value = local[i];
        return value !== undefined && option.values.includes(value) ? value : undefined;
      });

  const setValue = (index: number, value: string | undefined) => {
    const next = choose(choice, index, value);
    if (inUrl)
      setParams((prev) => writeChoice(options, next, prev), { replace: true, preventScrollReset: true });
    else setLocal(next);
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
