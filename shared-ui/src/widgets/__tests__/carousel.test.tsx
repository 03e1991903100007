import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from '../carousel';
import { REDUCED_MOTION_QUERY } from '../use-media-query';

const slides = ['봄', '여름', '가을'];
const renderCarousel = (autoPlayMs = 0) =>
  render(<Carousel label="배너" items={slides} autoPlayMs={autoPlayMs} renderItem={(s) => <a href={`/${s}`}>{s}</a>} />);
const region = () => screen.getByRole('region', { name: '배너' });
const current = () => region().getAttribute('data-index');
const viewport = () => region().querySelector('.ui-carousel__viewport')!;

function mouseDrag(dx: number, dy: number, holdMs: number) {
  const el = viewport();
  fireEvent.pointerDown(el, { pointerType: 'mouse', button: 0, clientX: 200, clientY: 100 });
  act(() => vi.advanceTimersByTime(holdMs));
  fireEvent.pointerMove(window, { pointerType: 'mouse', clientX: 200 + dx, clientY: 100 + dy });
  fireEvent.pointerUp(window, { pointerType: 'mouse', clientX: 200 + dx, clientY: 100 + dy });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('shows one slide at a time; the others are inert; the track animates in 0.2 s', () => {
    renderCarousel();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true]);
    const track = region().querySelector<HTMLElement>('.ui-carousel__track')!;
    expect(track.style.getPropertyValue('--ui-carousel-duration')).toBe('200ms');
  });

  it('a fast short horizontal swipe flips, a slow short one does not, a mostly vertical one does not', () => {
    renderCarousel();
    mouseDrag(-30, 5, 100);
    expect(current()).toBe('1');
    mouseDrag(-30, 5, 400);
    expect(current()).toBe('1');
    mouseDrag(-30, 25, 50);
    expect(current()).toBe('1');
    mouseDrag(40, 2, 50);
    expect(current()).toBe('0');
  });

  it('a slow drag across half the width flips', () => {
    renderCarousel();
    Object.defineProperty(viewport(), 'clientWidth', { value: 400, configurable: true });
    mouseDrag(-210, 0, 600);
    expect(current()).toBe('1');
  });

  it('a drag does not follow the link it started on; a tap does', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: '봄' });
    fireEvent.pointerDown(viewport(), { pointerType: 'mouse', button: 0, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(window, { pointerType: 'mouse', clientX: 150, clientY: 100 });
    fireEvent.pointerUp(window, { pointerType: 'mouse', clientX: 150, clientY: 100 });
    expect(fireEvent.click(link)).toBe(false);
    expect(fireEvent.click(link)).toBe(true);
  });

  it('dots and arrow keys move; dots toggle aria-current', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '3번째 슬라이드 보기' }));
    expect(current()).toBe('2');
    expect(screen.getByRole('button', { name: '3번째 슬라이드 보기' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '1번째 슬라이드 보기' }).getAttribute('aria-current')).toBe('false');
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(current()).toBe('2');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(current()).toBe('1');
  });

  it('keyboard: when the arrows move away from a focused slide, the focus follows into the new slide', () => {
    renderCarousel();
    screen.getByRole('link', { name: '봄' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: '봄' }), { key: 'ArrowRight' });
    expect(current()).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '여름' }));
    // from a dot the focus stays on the dots
    const dot = screen.getByRole('button', { name: '1번째 슬라이드 보기' });
    dot.focus();
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(current()).toBe('2');
    expect(document.activeElement).toBe(dot);
  });

  it('autoplay advances and wraps, and its toggle turns it off and on', () => {
    renderCarousel(1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('1');
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 시작' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('1');
  });

  it('prefers-reduced-motion: no autoplay and no toggle; the dots and keys still move it', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === REDUCED_MOTION_QUERY, addEventListener: () => {}, removeEventListener: () => {} }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderCarousel(1000);
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe('0');
      expect(screen.queryByRole('button', { name: /자동 넘김/ })).toBeNull();
      // not playing: the slide that comes in is announced politely
      expect(region().querySelector('.ui-carousel__track')!.getAttribute('aria-live')).toBe('polite');
      fireEvent.keyDown(region(), { key: 'ArrowRight' });
      expect(current()).toBe('1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('no autoplay toggle without autoplay', () => {
    renderCarousel(0);
    expect(screen.queryByRole('button', { name: /자동 넘김/ })).toBeNull();
  });
});
