import { useEffect } from 'react';
import { Link, NotFound, usePlatform } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDeleteWishFolder, useRenameWishFolder, useWishFolders } from '../api/wish';
import { EditableWishGoods } from './editable-wish-goods';
import { alertWishError, askFolderName } from './folder-name';
import { WishGoodsEmpty } from './wish-goods-list';
import './wish.css';

function FolderGoods({ folderId, name }: { folderId: number; name: string }) {
  const platform = usePlatform();
  const rename = useRenameWishFolder();
  const remove = useDeleteWishFolder();
  const renameFolder = async () => {
    const next = await askFolderName(platform, '폴더 이름 변경', name);
    if (next && next !== name) rename.mutate({ folderId, name: next }, { onError: (error) => void alertWishError(platform, error) });
  };
  const deleteFolder = async () => {
    if (!(await platform.alerts.confirm(`'${name}' 폴더를 삭제할까요? 폴더 안의 상품은 찜 목록(전체)에 남습니다.`))) return;
    remove.mutate(folderId, {
      onSuccess: () => platform.navigate('/mypage/wish/goods', { replace: true }),
      onError: (error) => void alertWishError(platform, error),
    });
  };

  return (
    <>
      <div className="wish-folder-tools" role="group" aria-label="폴더 관리">
        <Link to={`/mypage/wish/goods/folder/${folderId}/move`} className="ui-button">
          상품 담기
        </Link>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void renameFolder()} disabled={rename.isPending}>
          이름 변경
        </button>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void deleteFolder()} disabled={remove.isPending}>
          폴더 삭제
        </button>
      </div>
      <EditableWishGoods
        scope={{ folderId }}
        title="상품"
        label={`${name} 폴더의 상품`}
        empty={<WishGoodsEmpty title="폴더가 비어 있습니다" description="'상품 담기'로 찜한 상품을 이 폴더에 담아 보세요." />}
      />
    </>
  );
}

/** /mypage/wish/goods/folder/{id} (popup): one folder's goods; rename, delete, add goods, move or take out. */
export function WishFolderPage() {
  const folderId = useIdParam();
  const folders = useWishFolders();
  const folder = folders.data?.folders.find((f) => f.id === folderId);
  useEffect(() => {
    document.title = `${folder?.name ?? '찜 폴더'} | 케이몰`;
  }, [folder?.name]);

  if (folderId === null) return <NotFound />;
  return (
    <QueryView query={folders} failed="찜 폴더를 불러오지 못했습니다">
      {() => {
        if (!folder) return <NotFound />;
        return (
          <section className="member-page wish-page" aria-labelledby="wish-folder-title">
            <h1 id="wish-folder-title" className="member-page__title">
              {folder.name}
            </h1>
            <FolderGoods folderId={folder.id} name={folder.name} />
          </section>
        );
      }}
    </QueryView>
  );
}
