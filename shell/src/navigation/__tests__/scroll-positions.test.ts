import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from 'history';
import type { RouteMeta } from '../../routing/route-meta';
import { installScrollRestoration } from '../scroll-positions';

function setup(meta: (pathname: string) => RouteMeta = () => ({ type: 'sub' })) {
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const page = { y: 0, height: 10_000 };
  const target = { read: () => page.y, write: (y: number) => void (page.y = Math.min(y, page.height)) };
  const uninstall = installScrollRestoration(history, meta, target);
  return { history, page, uninstall };
}

describe('scroll positions per path', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('going forward resets to the top; going back restores the saved position', () => {
    const { history, page } = setup();
    page.y = 1800;
    history.push('/goods/detail/1');
    expect(page.y).toBe(0);
    page.y = 400;
    history.push('/goods/detail/2');
    expect(page.y).toBe(0);
    history.back();
    expect(page.y).toBe(400);
    history.back();
    expect(page.y).toBe(1800);
    history.forward();
    expect(page.y).toBe(400);
  });

  it('restores late content with retries', () => {
    const { history, page } = setup();
    page.y = 1800;
    history.push('/cart');
    page.height = 200;
    history.back();
    expect(page.y).toBe(200);
    page.height = 10_000;
    vi.advanceTimersByTime(30);
    expect(page.y).toBe(1800);
  });

  it('keeps the position of a page per query and ignores hash-only changes (modals)', () => {
    const { history, page } = setup();
    page.y = 700;
    history.push('/#goods-qna');
    expect(page.y).toBe(700);
    history.push('/search?keyword=a');
    page.y = 300;
    history.push('/search?keyword=b');
    expect(page.y).toBe(0);
    history.back();
    expect(page.y).toBe(300);
  });

  it('an unknown page going back starts at the top; a redirect (REPLACE) goes to the top', () => {
    const { history, page } = setup();
    page.y = 500;
    history.replace('/login');
    expect(page.y).toBe(0);
  });

  it('leaves pages that handle their own scroll alone', () => {
    const { history, page } = setup((pathname) => ({ type: 'side', scrollSelfHandling: pathname === '/sidebar' }));
    page.y = 900;
    history.push('/sidebar');
    expect(page.y).toBe(900);
    page.y = 50;
    history.back();
    expect(page.y).toBe(900);
  });

  it('stops listening when uninstalled', () => {
    const { history, page, uninstall } = setup();
    uninstall();
    page.y = 900;
    history.push('/cart');
    expect(page.y).toBe(900);
  });
});
