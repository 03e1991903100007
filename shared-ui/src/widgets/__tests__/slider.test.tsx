import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from '../slider';

const goods = Array.from({ length: 8 }, (_, i) => `상품 ${i + 1}`);

function setup() {
  render(<Slider label="신상품" items={goods} itemKey={(g) => g} renderItem={(g) => <span>{g}</span>} />);
  const list = screen.getByRole('list', { name: '신상품' });
  Object.defineProperty(list, 'clientWidth', { value: 400, configurable: true });
  Object.defineProperty(list, 'scrollWidth', { value: 1200, configurable: true });
  const scrollBy = vi.fn();
  Object.assign(list, { scrollBy });
  return { list, scrollBy };
}
const prev = () => screen.getByRole<HTMLButtonElement>('button', { name: '신상품 이전' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: '신상품 다음' });

describe('Slider', () => {
  it('renders the items as a named list', () => {
    setup();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(goods);
  });

  it('prev/next switch off at either end as the list scrolls', () => {
    const { list } = setup();
    fireEvent.scroll(list, { target: { scrollLeft: 0 } });
    expect([prev().disabled, next().disabled]).toEqual([true, false]);
    fireEvent.scroll(list, { target: { scrollLeft: 300 } });
    expect([prev().disabled, next().disabled]).toEqual([false, false]);
    fireEvent.scroll(list, { target: { scrollLeft: 800 } });
    expect([prev().disabled, next().disabled]).toEqual([false, true]);
  });

  it('next and prev scroll by most of a page', () => {
    const { list, scrollBy } = setup();
    fireEvent.scroll(list, { target: { scrollLeft: 300 } });
    fireEvent.click(next());
    fireEvent.click(prev());
    expect(scrollBy.mock.calls.map(([o]) => (o as ScrollToOptions).left)).toEqual([360, -360]);
  });

  it('without controls there are no buttons', () => {
    render(<Slider label="행" controls={false} items={goods} itemKey={(g) => g} renderItem={(g) => g} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
