import { describe, expect, it } from 'vitest';
import { GOODS_ART_KINDS, goodsArt, goodsArtKind } from '../../src/lib/goods-art';
import { goods360Svg, goodsSvg } from '../../src/lib/svg';

const label = { id: 30, n: 1, name: '캐시미어 머플러 카멜', brandNameEn: 'KMALL', color: '#8d6e63', category: '패션잡화>소품>머플러' };

describe('generated goods images draw the goods’ category', () => {
  it('reads the kind from the name first, then the category path', () => {
    expect(goodsArtKind('캐시미어 머플러 카멜', '패션잡화>소품>머플러')).toBe('scarf');
    expect(goodsArtKind('시그니처 핸드메이드 하프 코트 네이비', '여성의류>아우터>코트')).toBe('coat');
    expect(goodsArtKind('에센셜 후드 롱 패딩 네이비', '남성의류>아우터>패딩')).toBe('padding');
    expect(goodsArtKind('시그니처 디퓨저 세트', '라이프>홈데코>캔들')).toBe('diffuser');
    expect(goodsArtKind('컴포트 경량 러닝화', '신발>스니커즈>러닝화')).toBe('sneakers');
    expect(goodsArtKind('데일리 노트북 백팩', '가방>남성가방>백팩')).toBe('backpack');
    expect(goodsArtKind('모던 MA-1', '남성의류>아우터>점퍼')).toBe('jacket');
    expect(goodsArtKind('베이직 워셔블 러그', '라이프>홈데코>패브릭')).toBe('fabric');
    expect(goodsArtKind('알 수 없는 물건', null)).toBe('accessory');
  });

  it('every kind is its own drawing, a few KB, the same every time', () => {
    const drawings = GOODS_ART_KINDS.map((kind) => goodsArt(kind, '#8d6e63', '#4a3a33'));
    expect(new Set(drawings).size).toBe(GOODS_ART_KINDS.length);
    const muffler = goodsSvg(label);
    expect(muffler).toContain('data-kind="scarf"');
    expect(muffler).toBe(goodsSvg(label));
    expect(muffler).not.toContain('<circle cx="300" cy="330" r="170"');
    for (const n of [1, 2, 3, 4]) {
      const size = Buffer.byteLength(goodsSvg({ ...label, n }));
      expect(size).toBeGreaterThan(600);
      expect(size).toBeLessThan(4096);
    }
    expect(goodsSvg({ ...label, n: 2 })).not.toBe(muffler);
  });

  it('the 360° frames turn the same illustration', () => {
    const front = goods360Svg({ ...label, angle: 0 });
    const side = goods360Svg({ ...label, angle: 90 });
    expect(front).toContain('data-kind="scarf"');
    expect(front).toContain('scale(1.00 1)');
    expect(side).toContain('scale(0.18 1)');
    expect(goods360Svg({ ...label, angle: 180 })).toContain('scale(-1.00 1)');
    expect(Buffer.byteLength(side)).toBeLessThan(4096);
  });
});
