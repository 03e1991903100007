import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2024-05-01T00:00:00Z').getTime();

/** A Storage whose every method throws, like Safari private mode or a blocked cookie policy. */
const throwingStorage = (): Storage =>
  ({
    get length(): number {
      throw new Error('SecurityError');
    },
    key: () => {
      throw new Error('SecurityError');
    },
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
    clear: () => {
      throw new Error('SecurityError');
    },
  }) as Storage;

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the value with an expiry 365 days ahead by default and reads it back', () => {
    storage.set('k', { a: 1 });
    const raw = JSON.parse(localStorage.getItem('k')!);
    expect(raw).toEqual({ value: { a: 1 }, expiresAt: NOW + 365 * DAY });
    expect(storage.get('k')).toEqual({ a: 1 });
  });

  it('honours a custom expiry in days', () => {
    storage.set('k', 'v', 2);
    expect(JSON.parse(localStorage.getItem('k')!).expiresAt).toBe(NOW + 2 * DAY);
    vi.setSystemTime(NOW + 2 * DAY);
    expect(storage.get('k')).toBe('v');
    vi.setSystemTime(NOW + 2 * DAY + 1);
    expect(storage.get('k')).toBeNull();
  });

  it('is still readable on day 364 and gone after day 365 (the entry is removed)', () => {
    storage.set('k', 'v');
    vi.setSystemTime(NOW + 364 * DAY);
    expect(storage.get('k')).toBe('v');
    vi.setSystemTime(NOW + 365 * DAY + 1);
    expect(storage.get('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps falsy values', () => {
    storage.set('zero', 0);
    storage.set('no', false);
    storage.set('empty', '');
    expect(storage.get('zero')).toBe(0);
    expect(storage.get('no')).toBe(false);
    expect(storage.get('empty')).toBe('');
  });

  it('reads a missing key as null', () => {
    expect(storage.get('missing')).toBeNull();
  });

  it.each([
    ['not json', '{oops'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['a bare string', '"hello"'],
    ['no expiresAt', '{"value":1}'],
    ['expiresAt not a number', '{"value":1,"expiresAt":"2099-01-01"}'],
    ['no value', `{"expiresAt":${NOW + DAY}}`],
    ['an array', '[1,2]'],
  ])('ignores and removes a corrupted entry (%s) without throwing', (_label, raw) => {
    localStorage.setItem('k', raw);
    expect(() => storage.get('k')).not.toThrow();
    localStorage.setItem('k', raw);
    expect(storage.get('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('survives a storage that throws on every call', () => {
    const area = throwingStorage();
    expect(() => storage.set('k', 'v', 365, area)).not.toThrow();
    expect(() => storage.get('k', area)).not.toThrow();
    expect(storage.get('k', area)).toBeNull();
    expect(() => storage.remove('k', area)).not.toThrow();
  });

  it('survives window.localStorage itself being inaccessible', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(() => storage.set('k', 'v')).not.toThrow();
      expect(storage.get('k')).toBeNull();
      expect(() => storage.remove('k')).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });

  it('remove deletes the entry', () => {
    storage.set('k', 'v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });
});
