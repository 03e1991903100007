import { QueryView } from '@mall/shared-ui/query-view';
import { useWishFolders } from '../api/wish';
import { EditableWishGoods } from './editable-wish-goods';
import { WishFolders } from './wish-folders';
import { WishGoodsEmpty } from './wish-goods-list';

/** /mypage/wish/goods (and /mypage/wish): the folders, then every wished goods with an edit mode. */
export function WishGoodsPage() {
  const folders = useWishFolders();

  return (
    <>
      <QueryView query={folders} failed="찜 폴더를 불러오지 못했습니다">
        {(list) => <WishFolders list={list} />}
      </QueryView>
      <EditableWishGoods
        scope={{}}
        title="전체"
        label="찜한 상품"
        empty={<WishGoodsEmpty title="찜한 상품이 없습니다" description="마음에 드는 상품의 하트를 눌러 찜해 보세요." />}
      />
    </>
  );
}
