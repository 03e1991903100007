import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../bench-api-checkout.mjs';
import { categoryCodes } from '../bench-api-scenarios.mjs';

describe('bench:api order creation report', () => {
  it('percentile: nearest rank of sorted samples, one decimal; null without samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1.04);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7.25], 99)).toBe(7.3);
    expect(percentile([], 50)).toBeNull();
  });

  it('summarize: a throughput row (requests per second over the run, p50/p99, outcomes)', () => {
    const row = summarize('order creation', { latencies: [30, 10, 20, 40], ok: 3, non2xx: 1, errors: 0, seconds: 2 });
    expect(row).toEqual({ scenario: 'order creation', 'req/s': 2, 'p50 ms': 20, 'p99 ms': 40, '2xx': 3, non2xx: 1, errors: 0 });
  });
});

describe('bench:api category listing', () => {
  it('categoryCodes: every code of the 3-level menu tree', () => {
    const tree = {
      categories: [
        { code: '001', name: '여성의류', children: [{ code: '001001', name: '아우터', children: [{ code: '001001001', name: '코트', children: [] }] }] },
        { code: '002', name: '남성의류', children: [] },
      ],
    };
    expect(categoryCodes(tree)).toEqual(['001', '001001', '001001001', '002']);
  });
});
