import { formatMoney } from '@bazar/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiscountBadge } from './discount-badge';
import { ProductPrice } from './product-price';

afterEach(cleanup);

describe('price display', () => {
  it('with a discount: the list price struck through, named for screen readers, then the net price', () => {
    const { container } = render(<ProductPrice priceCents={10_000} finalPriceCents={8_000} discount={20} />);
    const struck = container.querySelector('del');
    expect(struck?.textContent).toBe(`Precio anterior: ${formatMoney(10_000)}`);
    expect(screen.getByTestId('final-price').textContent).toBe(formatMoney(8_000));
  });

  it('without a discount: only the price', () => {
    const { container } = render(<ProductPrice priceCents={10_000} finalPriceCents={10_000} discount={0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(screen.getByTestId('final-price').textContent).toBe(formatMoney(10_000));
  });

  it('the discount badge shows the percentage, and nothing without a discount', () => {
    const { container, rerender } = render(<DiscountBadge discount={15} />);
    expect(container.textContent).toBe('-15%');
    rerender(<DiscountBadge discount={0} />);
    expect(container.textContent).toBe('');
  });
});
