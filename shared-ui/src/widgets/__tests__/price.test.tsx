import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Price } from '../price';

describe('Price', () => {
  it.each([
    { price: 15900, discounted: 12900, rate: 18, sell: '12,900원', origin: '15,900원', rateText: '18%' },
    { price: 12900, discounted: 12900, rate: 0, sell: '12,900원', origin: null, rateText: null },
    { price: 1000000, discounted: 990000, rate: 1, sell: '990,000원', origin: '1,000,000원', rateText: '1%' },
  ])('price $price / $discounted at $rate%', ({ price, discounted, rate, sell, origin, rateText }) => {
    const { container } = render(<Price price={price} discountedPrice={discounted} saleRate={rate} />);
    expect(container.querySelector('.ui-price__sell')?.textContent).toBe(sell);
    const del = container.querySelector('del');
    if (origin) expect(del?.textContent).toContain(origin);
    else expect(del).toBeNull();
    const rateEl = container.querySelector('.ui-price__rate');
    if (rateText) expect(rateEl?.textContent).toBe(rateText);
    else expect(rateEl).toBeNull();
  });

  it('does not strike through the original price when the sale rate is 0, even if prices differ', () => {
    const { container } = render(<Price price={15900} discountedPrice={12900} saleRate={0} />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('12,900원');
  });
});
