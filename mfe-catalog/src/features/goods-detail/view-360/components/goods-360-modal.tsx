import { useRef, useState } from 'react';
import { dragSteps, GOODS_REVIEW_MESSAGES, turnFrame } from '@mall/shared-contracts/catalog';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import type { ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useGoods360 } from '../api/goods-360';
import { useGoodsDetail } from '../../api/get-goods-detail';
import './goods-360.css';

const KEY_STEPS: Record<string, (frames: number) => number> = {
  ArrowRight: () => 1,
  ArrowUp: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: () => -1,
  PageUp: (n) => Math.round(n / 4),
  PageDown: (n) => -Math.round(n / 4),
};

/**
 * 360° 보기 (goods-360-images?goods_id=): the goods' frames stacked, one shown; dragging or swiping
 * sideways turns it (one full turn across the viewer's width), the arrow keys turn a frame, Page Up/Down a
 * quarter, Home faces the front. The viewer is a slider for assistive technology (its angle is the value).
 */
export function Goods360Modal({ params, titleId }: ModalComponentProps) {
  const goodsId = dbIdParamOf(params.goods_id);
  const view = useGoods360(goodsId);
  const detail = useGoodsDetail(String(goodsId ?? ''));
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; from: number; id: number } | null>(null);
  const frames = view.data?.frames ?? [];
  const current = frames[frame];
  const turn = (steps: number) => setFrame((f) => turnFrame(f, steps, frames.length));
  const name = detail.data?.name ?? '상품';

  return (
    <section className="goods-360" aria-labelledby={titleId}>
      <h2 id={titleId}>360° 보기</h2>
      <QueryView
        query={view}
        failed="360° 이미지를 불러오지 못했습니다"
        invalid={goodsId === null}
        notFound={GOODS_REVIEW_MESSAGES.no360}
        empty={GOODS_REVIEW_MESSAGES.no360}
        isEmpty={(found) => found.frames.length === 0}
      >
        {() =>
          current ? (
            <>
              {detail.data ? <p className="goods-360__name">{detail.data.name}</p> : null}
              <div
                className="goods-360__viewer"
                role="slider"
                tabIndex={0}
                aria-label={`${name} 360° 회전`}
                aria-valuemin={0}
                aria-valuemax={359}
                aria-valuenow={current.angle}
                aria-valuetext={`${current.angle}도`}
                onKeyDown={(e) => {
                  const steps = e.key === 'Home' ? -frame : e.key === 'End' ? frames.length - 1 - frame : KEY_STEPS[e.key]?.(frames.length);
                  if (steps === undefined) return;
                  e.preventDefault();
                  turn(steps);
                }}
                onPointerDown={(e) => {
                  e.currentTarget.setPointerCapture(e.pointerId);
                  drag.current = { x: e.clientX, from: frame, id: e.pointerId };
                }}
                onPointerMove={(e) => {
                  const start = drag.current;
                  if (!start || start.id !== e.pointerId) return;
                  // Dragging to the left turns the goods to the right, as on a turntable.
                  const steps = dragSteps(start.x - e.clientX, e.currentTarget.clientWidth, frames.length);
                  setFrame(turnFrame(start.from, steps, frames.length));
                }}
                onPointerUp={() => (drag.current = null)}
                onPointerCancel={() => (drag.current = null)}
              >
                {frames.map((f, i) => (
                  <img
                    key={f.angle}
                    src={f.url}
                    alt={i === frame ? `${name} ${f.angle}도` : ''}
                    draggable={false}
                    hidden={i !== frame}
                    width={600}
                    height={750}
                  />
                ))}
              </div>
              <p className="goods-360__hint">{GOODS_REVIEW_MESSAGES.hint360}</p>
              <div className="goods-360__controls">
                <button type="button" onClick={() => turn(-1)}>
                  왼쪽으로 돌리기
                </button>
                <output aria-live="polite">{current.angle}°</output>
                <button type="button" onClick={() => turn(1)}>
                  오른쪽으로 돌리기
                </button>
              </div>
            </>
          ) : null
        }
      </QueryView>
    </section>
  );
}
