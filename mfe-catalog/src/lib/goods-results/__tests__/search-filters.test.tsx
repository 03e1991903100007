import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchQuerySchema } from '@mall/shared-contracts/catalog';
import { SearchFilters } from '../search-filters';

const filters = {
  categories: [],
  brands: [
    { id: 3, name: '서울스탠다드', goods_count: 1 },
    { id: 4, name: '노드', goods_count: 1 },
  ],
  fit_sizes: [],
  shoe_sizes: [],
  colors: [],
};

describe('SearchFilters', () => {
  it('checks a brand at once, before the new URL commits, and follows the URL when it does', () => {
    const onChange = vi.fn();
    const query = SearchQuerySchema.parse({ keyword: '니트' });
    const { rerender } = render(<SearchFilters query={query} filters={filters} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /서울스탠다드/ }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ brand_ids: [3] });
    expect(box.checked).toBe(true);
    rerender(<SearchFilters query={{ ...query, brand_ids: [3] }} filters={filters} onChange={onChange} />);
    expect(box.checked).toBe(true);
    rerender(<SearchFilters query={query} filters={filters} onChange={onChange} />);
    expect(box.checked).toBe(false);
  });
});
