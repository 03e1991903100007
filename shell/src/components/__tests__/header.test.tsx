import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createFakePlatform, renderWithPlatform } from '@mall/shared-ui/testing';
import { Header } from '../header';

describe('Header cart link', () => {
  it('is named by what it shows, so the visible count is a word of its name (speech input, axe label-content-name-mismatch)', async () => {
    const platform = createFakePlatform();
    renderWithPlatform(<Header />, { platform });
    expect(screen.getByRole('link', { name: '장바구니 0개' })).toBeTruthy();

    act(() => platform.bus.emit('cart.countChanged', { count: 3 }));
    const link = await screen.findByRole('link', { name: '장바구니 3개' });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByTestId('cart-count').textContent).toBe('3');

    act(() => platform.bus.emit('cart.countChanged', { count: 120 }));
    expect(await screen.findByRole('link', { name: '장바구니 99+개' })).toBeTruthy();
  });
});
