import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BottomSheet } from '../bottom-sheet';

function Sheet({ initial = false }: { initial?: boolean }) {
  const [expanded, setExpanded] = useState(initial);
  return (
    <BottomSheet expanded={expanded} onExpandedChange={setExpanded} label="구매 옵션" footer={<button onClick={() => setExpanded(true)}>구매하기</button>}>
      <p>옵션 목록</p>
    </BottomSheet>
  );
}

const handle = () => screen.getByRole('button', { name: /^구매 옵션 (펼치기|접기)$/ });
const state = () => document.querySelector('.ui-sheet')!.getAttribute('data-state');

function press(holdMs: number, dy = 0) {
  fireEvent.pointerDown(handle(), { pointerId: 1, clientY: 500 });
  act(() => vi.advanceTimersByTime(holdMs));
  if (dy) fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 500 + dy });
  fireEvent.pointerUp(handle(), { pointerId: 1, clientY: 500 + dy });
  // The click a pointer press ends with must not toggle a second time.
  fireEvent.click(handle(), { detail: 1 });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance', 'Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BottomSheet', () => {
  it('a tap under 0.2 s on the handle toggles it open and shut', () => {
    render(<Sheet />);
    expect(state()).toBe('collapsed');
    expect(handle().getAttribute('aria-expanded')).toBe('false');
    press(150);
    expect(state()).toBe('expanded');
    expect(handle().getAttribute('aria-label')).toBe('구매 옵션 접기');
    press(199);
    expect(state()).toBe('collapsed');
  });

  it('a press of 0.2 s or longer does not toggle', () => {
    render(<Sheet />);
    press(200);
    expect(state()).toBe('collapsed');
    press(800);
    expect(state()).toBe('collapsed');
  });

  it('the body is hidden from assistive tech and inert while collapsed', () => {
    render(<Sheet />);
    expect(screen.queryByText('옵션 목록')).toBeTruthy();
    const body = screen.getByText('옵션 목록').parentElement!;
    expect(body.getAttribute('aria-hidden')).toBe('true');
    expect(body.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '구매하기' }));
    expect(body.getAttribute('aria-hidden')).toBe('false');
    expect(body.hasAttribute('inert')).toBe(false);
  });

  it('the keyboard toggles with the handle; Escape and the backdrop collapse', () => {
    render(<Sheet />);
    fireEvent.click(handle(), { detail: 0 });
    expect(state()).toBe('expanded');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(state()).toBe('collapsed');
    fireEvent.click(handle(), { detail: 0 });
    fireEvent.click(document.querySelector('.ui-sheet__backdrop')!);
    expect(state()).toBe('collapsed');
  });

  it('a long drag down from expanded, past half its travel, collapses it', () => {
    render(<Sheet initial />);
    const panel = document.querySelector<HTMLElement>('.ui-sheet__panel')!;
    Object.defineProperty(panel, 'offsetHeight', { value: 400, configurable: true });
    press(500, 100);
    expect(state()).toBe('expanded');
    press(500, 250);
    expect(state()).toBe('collapsed');
  });
});
