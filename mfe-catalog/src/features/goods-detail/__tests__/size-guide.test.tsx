import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { createFakePlatform, goodsDetailFixture, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { Route, Routes } from '@mall/shared-ui';
import { GoodsDetailPage } from '../components/goods-detail-page';
import { SizeGuideModal } from '../components/size-guide-modal';
import { recommendSize, sizeChartFor } from '../size-guide/size-charts';

describe('sizeChartFor', () => {
  it.each([
    ['여성의류>상의>니트', '여성 상의·아우터'],
    ['여성의류 > 아우터 > 코트', '여성 상의·아우터'],
    ['남성의류>아우터>패딩', '남성 상의·아우터'],
    ['남성의류>하의>데님', '남성 하의'],
    ['신발>스니커즈>러닝화', '신발'],
    ['가방>여성가방>토트백', null],
    ['라이프>홈데코>캔들', null],
    ['', null],
  ])('%s → %s', (path, title) => {
    expect(sizeChartFor(path)?.title ?? null).toBe(title);
  });
});

describe('recommendSize', () => {
  const women = sizeChartFor('여성의류>상의>니트')!;
  const shoes = sizeChartFor('신발>스니커즈>러닝화')!;
  it.each([
    [women, { chest: '78', height: '150' }, { status: 'ok', size: 'S' }],
    [women, { chest: '85', height: '156' }, { status: 'ok', size: 'S' }],
    [women, { chest: '86', height: '150' }, { status: 'ok', size: 'M' }],
    [women, { chest: '84', height: '170' }, { status: 'ok', size: 'XL' }],
    [women, { chest: '101', height: '160' }, { status: 'too-large' }],
    [women, { chest: '', height: '160' }, { status: 'invalid', measure: '가슴둘레' }],
    [women, { chest: '90', height: '키' }, { status: 'invalid', measure: '키' }],
    [women, { chest: '-5', height: '160' }, { status: 'invalid', measure: '가슴둘레' }],
    [shoes, { foot: '245' }, { status: 'ok', size: '250' }],
    [shoes, { foot: '240' }, { status: 'ok', size: '240' }],
    [shoes, { foot: '281' }, { status: 'too-large' }],
  ] as const)('%#: %j → %j', (chart, values, expected) => {
    expect(recommendSize(chart, values)).toEqual(expected);
  });
});

describe('SizeGuideModal', () => {
  const knit = goodsDetailFixture({ id: 7, name: '캐시미어 라운드 니트', category_full_path: '여성의류>상의>니트' });

  it('shows the chart of the goods category and recommends a size from the prompt values', async () => {
    const platform = createFakePlatform({
      routes: { [`GET ${API.goods(7)}`]: ok(knit) },
      promptAnswer: { confirmed: true, values: { chest: '88', height: '158' } },
    });
    renderWithPlatform(<SizeGuideModal params={{ goods_id: '7' }} titleId="m-title" close={() => undefined} />, { platform });
    expect(await screen.findByText('여성 상의·아우터 표준 사이즈')).toBeTruthy();
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['S80~85150~156', 'M86~90157~162', 'L91~95163~168', 'XL96~100169~174']);
    fireEvent.click(screen.getByRole('button', { name: '내 사이즈 찾기' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '추천 사이즈는 M입니다.');
    expect(platform.alertCalls[0]).toMatchObject({
      type: 'prompt',
      options: {
        title: '내 사이즈 찾기',
        fields: [
          { name: 'chest', label: '가슴둘레(cm)', required: true },
          { name: 'height', label: '키(cm)', required: true },
        ],
      },
    });
  });

  it('a cancelled prompt recommends nothing', async () => {
    const platform = createFakePlatform({ routes: { [`GET ${API.goods(7)}`]: ok(knit) } });
    renderWithPlatform(<SizeGuideModal params={{ goods_id: '7' }} titleId="t" close={() => undefined} />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: '내 사이즈 찾기' }));
    await waitFor(() => expect(platform.alertCalls).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goods without a chart say so; the customer-centre button opens the company modal on top', async () => {
    const platform = createFakePlatform({ routes: { [`GET ${API.goods(7)}`]: ok({ ...knit, category_full_path: '가방>여성가방>토트백' }) } });
    renderWithPlatform(<SizeGuideModal params={{ goods_id: '7' }} titleId="t" close={() => undefined} />, { platform });
    expect(await screen.findByText('이 상품은 사이즈 정보가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사이즈 문의: 고객센터 연락처' }));
    expect(platform.modalCalls).toEqual([{ name: 'company-info', params: {} }]);
  });
});

describe('goods detail: 사이즈 가이드 button', () => {
  const renderDetail = (category: string) => {
    const platform = createFakePlatform({ routes: { [`GET ${API.goods(7)}`]: ok(goodsDetailFixture({ id: 7, category_full_path: category })) } });
    renderWithPlatform(
      <Routes>
        <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      </Routes>,
      { platform, route: '/goods/detail/7' },
    );
    return platform;
  };

  it('opens the size-guide modal of this goods', async () => {
    const platform = renderDetail('남성의류>하의>데님');
    fireEvent.click(await screen.findByRole('button', { name: '사이즈 가이드' }));
    expect(platform.modalCalls).toEqual([{ name: 'size-guide', params: { goods_id: '7' } }]);
  });

  it('is not shown for goods without a size chart', async () => {
    renderDetail('가방>여성가방>토트백');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: '사이즈 가이드' })).toBeNull();
  });
});
