import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '../tabs';

const items = [
  { id: 'info', label: '상품정보', panel: <p>설명</p> },
  { id: 'ship', label: '배송', panel: <p>배송비</p> },
  { id: 'seller', label: '판매자', panel: <p>판매자 이름</p> },
];
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('one tab is on and its panel shown; the others are off and hidden', () => {
    render(<Tabs label="상품 상세" items={items} />);
    expect(screen.getByRole('tablist', { name: '상품 상세' })).toBeTruthy();
    expect(tab('상품정보').getAttribute('aria-selected')).toBe('true');
    expect(tab('배송').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: '상품정보' }).textContent).toBe('설명');
    expect(screen.getByText('배송비').closest('[hidden]')).not.toBeNull();
    expect([tab('상품정보').tabIndex, tab('배송').tabIndex]).toEqual([0, -1]);
  });

  it('a click turns a tab on and the previous one off', () => {
    const onChange = vi.fn();
    render(<Tabs label="상품 상세" items={items} onChange={onChange} />);
    fireEvent.click(tab('배송'));
    expect(tab('배송').getAttribute('aria-selected')).toBe('true');
    expect(tab('상품정보').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('배송비');
    expect(onChange).toHaveBeenCalledWith('ship');
    fireEvent.click(tab('배송'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ArrowRight', '배송'],
    ['ArrowLeft', '판매자'],
    ['End', '판매자'],
    ['Home', '상품정보'],
  ])('%s from the first tab selects and focuses %s', (key, name) => {
    render(<Tabs label="상품 상세" items={items} />);
    tab('상품정보').focus();
    fireEvent.keyDown(tab('상품정보'), { key });
    expect(tab(name).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(name));
  });

  it('ArrowRight wraps from the last tab to the first', () => {
    render(<Tabs label="상품 상세" items={items} defaultValue="seller" />);
    fireEvent.keyDown(tab('판매자'), { key: 'ArrowRight' });
    expect(tab('상품정보').getAttribute('aria-selected')).toBe('true');
  });
});
