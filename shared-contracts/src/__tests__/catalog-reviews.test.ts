import { describe, expect, it } from 'vitest';
import { dragSteps, GoodsReviewQuerySchema, scoreShare, turnFrame } from '../catalog';

describe('goods review and 360° rules', () => {
  it('turns frames around the circle both ways', () => {
    expect(turnFrame(0, -1, 24)).toBe(23);
    expect(turnFrame(23, 1, 24)).toBe(0);
    expect(turnFrame(5, 50, 24)).toBe(7);
    expect(turnFrame(3, 1, 0)).toBe(0);
  });

  it('turns one full circle over the viewer’s width', () => {
    expect(dragSteps(480, 480, 24)).toBe(24);
    expect(dragSteps(-100, 480, 24)).toBe(-5);
    expect(dragSteps(10, 480, 24)).toBe(0);
    expect(dragSteps(10, 0, 24)).toBe(0);
  });

  it('computes shares in whole percent', () => {
    expect(scoreShare(7, 12)).toBe(58);
    expect(scoreShare(0, 0)).toBe(0);
  });

  it('reads the list query with defaults and refuses bad filters', () => {
    expect(GoodsReviewQuerySchema.parse({})).toEqual({ page: 1, sort: 'best', photo_only: false });
    expect(GoodsReviewQuerySchema.parse({ photo_only: 'true', score: '4' })).toMatchObject({ photo_only: true, score: 4 });
    expect(GoodsReviewQuerySchema.safeParse({ score: '0' }).success).toBe(false);
    expect(GoodsReviewQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
