import type { ReactNode } from 'react';
import type { OrderLine } from '@mall/shared-contracts/order';
import { LazyImage } from '@mall/shared-ui';

/** A line in short: picture, a status, brand, name, option and units; what else to say below. */
export function LineBrief({
  line,
  status,
  children,
  as: Tag = 'div',
  testId,
}: {
  line: OrderLine;
  status: string;
  children?: ReactNode;
  as?: 'div' | 'li';
  testId?: string;
}) {
  return (
    <Tag className="my-order-line__body" data-testid={testId}>
      <LazyImage src={line.thumbnail_url} alt={line.goods_name} className="my-order-line__thumb" />
      <div>
        <p className="my-order-line__status">{status}</p>
        <p className="my-order-line__brand">{line.brand_name}</p>
        <p className="my-order-line__name">{line.goods_name}</p>
        <p className="my-order-line__option">
          {line.option_name} · {line.ea}개
        </p>
        {children}
      </div>
    </Tag>
  );
}
