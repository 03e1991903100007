import { useState, type ReactNode } from 'react';
import { useWishGoods, type WishGoodsScope } from '../api/wish';
import { useSelection } from '../use-selection';
import { WishGoodsActions } from './wish-goods-actions';
import { WishGoodsList, wishTotalOf } from './wish-goods-list';

/**
 * A titled list of wished goods with its count and an edit mode (select, then move, take out of the
 * folder, or delete): 전체 on /mypage/wish/goods, one folder's goods on its page.
 */
export function EditableWishGoods({ scope, title, label, empty }: { scope: WishGoodsScope; title: string; label: string; empty: ReactNode }) {
  const goods = useWishGoods(scope);
  const [editing, setEditing] = useState(false);
  const selection = useSelection();
  const finish = () => {
    selection.clear();
    setEditing(false);
  };
  const total = wishTotalOf(goods);
  return (
    <section className="wish-goods-section" aria-label={title}>
      <div className="wish-section-head">
        <h2>
          {title} <span className="wish-section-head__count">{total}개</span>
        </h2>
        {total > 0 ? (
          <button type="button" className="wish-text-button" aria-pressed={editing} onClick={() => (editing ? finish() : setEditing(true))}>
            {editing ? '편집 완료' : '편집'}
          </button>
        ) : null}
      </div>
      {editing ? <WishGoodsActions ids={selection.ids} onDone={finish} fromFolder={scope.folderId} /> : null}
      <WishGoodsList query={goods} label={label} selection={editing ? selection : undefined} empty={empty} />
    </section>
  );
}
