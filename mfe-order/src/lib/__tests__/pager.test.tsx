import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from '../pager';

describe('Pager', () => {
  it('draws nothing for a single page', () => {
    const { container } = render(<Pager current={1} last={1} onPage={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('a button per page, the current one marked; a tap asks for that page', () => {
    const onPage = vi.fn();
    render(<Pager current={2} last={3} onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: '페이지' });
    expect([...pager.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
