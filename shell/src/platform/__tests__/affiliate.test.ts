import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from 'history';
import { listenAffiliate } from '../affiliate';
import { AFFILIATE_KEY } from '../http';
import { storage } from '../storage';

const stored = () => storage.get<{ code: string; query: string }>(AFFILIATE_KEY);

beforeEach(() => localStorage.clear());

describe('affiliate listener', () => {
  it('reads the first navigation and stores the code with the whole query for 365 days', () => {
    const history = createMemoryHistory({ initialEntries: ['/?utm_source=blog&affiliate=naver_blog'] });
    listenAffiliate(history);
    expect(stored()).toEqual({ code: 'naver_blog', query: 'utm_source=blog&affiliate=naver_blog' });
    const raw = JSON.parse(localStorage.getItem(AFFILIATE_KEY)!) as { expiresAt: number };
    expect(Math.round((raw.expiresAt - Date.now()) / 86_400_000)).toBe(365);
  });

  it('a later navigation with another affiliate replaces it; one without keeps it', () => {
    const history = createMemoryHistory({ initialEntries: ['/?affiliate=naver_blog'] });
    listenAffiliate(history);
    history.push('/goods/detail/1');
    expect(stored()?.code).toBe('naver_blog');
    history.push('/best?affiliate=other&page=2');
    expect(stored()).toEqual({ code: 'other', query: 'affiliate=other&page=2' });
  });

  it('the same code again does not rewrite the stored query', () => {
    const history = createMemoryHistory({ initialEntries: ['/?affiliate=a&from=1'] });
    listenAffiliate(history);
    history.push('/x?affiliate=a&from=2');
    expect(stored()?.query).toBe('affiliate=a&from=1');
  });

  it('a page load without the parameter leaves an earlier stored code alone', () => {
    storage.set(AFFILIATE_KEY, { code: 'earlier', query: 'affiliate=earlier' });
    listenAffiliate(createMemoryHistory({ initialEntries: ['/'] }));
    expect(stored()?.code).toBe('earlier');
  });

  it('stops listening when disposed', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const stop = listenAffiliate(history);
    stop();
    history.push('/?affiliate=late');
    expect(stored()).toBeNull();
  });
});
