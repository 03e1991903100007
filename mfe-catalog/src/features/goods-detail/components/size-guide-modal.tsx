import { useState } from 'react';
import { usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useGoodsDetail } from '../api/get-goods-detail';
import { recommendSize, sizeChartFor, type SizeChart, type SizeRecommendation } from '../size-guide/size-charts';
import './size-guide.css';

function recommendationText(chart: SizeChart, result: SizeRecommendation): string {
  if (result.status === 'ok') return `추천 사이즈는 ${result.size}입니다.`;
  if (result.status === 'invalid') return `${result.measure}를 숫자로 입력해 주세요.`;
  return `입력하신 치수가 ${chart.rows.at(-1)!.size} 사이즈보다 큽니다. 고객센터에 문의해 주세요.`;
}

/** 사이즈 가이드 (size-guide?goods_id=…): the size chart of the goods' category and a size finder. */
export function SizeGuideModal({ params, titleId }: ModalComponentProps) {
  const platform = usePlatform();
  const goodsId = params.goods_id ?? '';
  const goods = useGoodsDetail(goodsId);
  const [recommendation, setRecommendation] = useState<string | null>(null);

  const findMySize = async (target: SizeChart) => {
    const answer = await platform.alerts.prompt('치수를 입력하면 맞는 사이즈를 추천해 드립니다.', {
      title: '내 사이즈 찾기',
      closeButtonLabel: '추천 받기',
      fields: target.measures.map((m) => ({ name: m.key, label: `${m.label}(${m.unit})`, type: 'number', required: true })),
    });
    if (answer.confirmed) setRecommendation(recommendationText(target, recommendSize(target, answer.values)));
  };

  return (
    <section className="size-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="size-guide__title">
        사이즈 가이드
      </h2>
      <QueryView query={goods} failed="사이즈 정보를 불러오지 못했습니다">
        {(data) => {
          const chart = sizeChartFor(data.category_full_path);
          if (!chart) return <p className="size-guide__empty">이 상품은 사이즈 정보가 없습니다.</p>;
          return (
            <>
              <p className="size-guide__goods">{data.name}</p>
              <table className="size-guide__table">
                <caption>{chart.title} 표준 사이즈</caption>
                <thead>
                  <tr>
                    <th scope="col">사이즈</th>
                    {chart.measures.map((m) => (
                      <th key={m.key} scope="col">
                        {m.label}({m.unit})
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row.size}>
                      <th scope="row">{row.size}</th>
                      {chart.measures.map((m) => (
                        <td key={m.key}>{row.ranges[m.key]!.join('~')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="size-guide__note">측정 방법과 브랜드에 따라 1~3cm 차이가 있을 수 있습니다.</p>
              <button type="button" className="ui-button ui-button--block" onClick={() => void findMySize(chart)}>
                내 사이즈 찾기
              </button>
              {recommendation ? (
                <p className="size-guide__result" role="status">
                  {recommendation}
                </p>
              ) : null}
            </>
          );
        }}
      </QueryView>
      <button
        type="button"
        className="ui-button ui-button--outline ui-button--block size-guide__contact"
        onClick={() => void platform.modals.open('company-info')}
      >
        사이즈 문의: 고객센터 연락처
      </button>
    </section>
  );
}
