import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, DropdownGroup } from '../dropdown';

const toggle = (name: string) => screen.getByRole('button', { name });
const shown = (text: string) => !screen.getByText(text).closest('[hidden]');
const expanded = (name: string) => toggle(name).getAttribute('aria-expanded');

describe('Dropdown', () => {
  it('toggles its panel on and off', () => {
    render(<Dropdown label="배송 안내">3,000원</Dropdown>);
    expect(expanded('배송 안내')).toBe('false');
    expect(shown('3,000원')).toBe(false);
    fireEvent.click(toggle('배송 안내'));
    expect(expanded('배송 안내')).toBe('true');
    expect(shown('3,000원')).toBe(true);
    fireEvent.click(toggle('배송 안내'));
    expect(expanded('배송 안내')).toBe('false');
  });

  it('Escape closes and gives the focus back to the toggle', () => {
    render(
      <Dropdown label="배송 안내">
        <a href="/x">자세히</a>
      </Dropdown>,
    );
    fireEvent.click(toggle('배송 안내'));
    fireEvent.keyDown(screen.getByRole('link', { name: '자세히' }), { key: 'Escape' });
    expect(expanded('배송 안내')).toBe('false');
    expect(document.activeElement).toBe(toggle('배송 안내'));
  });

  it('dropdowns outside a group stay open together', () => {
    render(
      <>
        <Dropdown label="배송">배송 내용</Dropdown>
        <Dropdown label="교환">교환 내용</Dropdown>
      </>,
    );
    fireEvent.click(toggle('배송'));
    fireEvent.click(toggle('교환'));
    expect([expanded('배송'), expanded('교환')]).toEqual(['true', 'true']);
  });

  it('a choice can close its panel', () => {
    render(<Dropdown label="옵션">{(close) => <button onClick={close}>M</button>}</Dropdown>);
    fireEvent.click(toggle('옵션'));
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(expanded('옵션')).toBe('false');
  });
});

describe('DropdownGroup', () => {
  it('opening one closes the others', () => {
    render(
      <DropdownGroup>
        <Dropdown label="배송">배송 내용</Dropdown>
        <Dropdown label="교환">교환 내용</Dropdown>
        <Dropdown label="판매자">판매자 내용</Dropdown>
      </DropdownGroup>,
    );
    fireEvent.click(toggle('배송'));
    expect([expanded('배송'), expanded('교환'), expanded('판매자')]).toEqual(['true', 'false', 'false']);
    fireEvent.click(toggle('교환'));
    expect([expanded('배송'), expanded('교환'), expanded('판매자')]).toEqual(['false', 'true', 'false']);
    expect(shown('배송 내용')).toBe(false);
    expect(shown('교환 내용')).toBe(true);
    fireEvent.click(toggle('교환'));
    expect([expanded('배송'), expanded('교환'), expanded('판매자')]).toEqual(['false', 'false', 'false']);
  });
});
