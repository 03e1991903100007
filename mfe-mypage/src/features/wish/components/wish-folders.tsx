import { useState } from 'react';
import type { WishFolderList } from '@mall/shared-contracts/member';
import { LazyImage, Link, usePlatform } from '@mall/shared-ui';
import { useCreateWishFolder, useReorderWishFolders } from '../api/wish';
import { alertWishError, askFolderName } from './folder-name';

function FolderThumb({ url }: { url: string | null }) {
  return <span className="wish-folder__thumb">{url ? <LazyImage src={url} alt="" width={120} height={144} /> : <span aria-hidden="true">♡</span>}</span>;
}

/** 전체 and the member's folders (count, newest thumbnail), a new folder, and their order (orderSeq). */
export function WishFolders({ list }: { list: WishFolderList }) {
  const platform = usePlatform();
  const create = useCreateWishFolder();
  const reorder = useReorderWishFolders();
  const [ordering, setOrdering] = useState(false);

  const addFolder = async () => {
    const name = await askFolderName(platform, '새 폴더');
    if (name) create.mutate(name, { onError: (error) => void alertWishError(platform, error) });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = list.folders.map((f) => f.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: (error) => void alertWishError(platform, error) });
  };

  return (
    <section className="wish-folders" aria-labelledby="wish-folders-title">
      <div className="wish-section-head">
        <h2 id="wish-folders-title">폴더</h2>
        <div className="wish-section-head__actions">
          {list.folders.length > 1 ? (
            <button type="button" className="wish-text-button" aria-pressed={ordering} onClick={() => setOrdering((o) => !o)}>
              {ordering ? '순서 편집 완료' : '순서 편집'}
            </button>
          ) : null}
          <button type="button" className="wish-text-button" onClick={() => void addFolder()} disabled={create.isPending}>
            + 새 폴더
          </button>
        </div>
      </div>
      {ordering ? (
        <ol className="wish-folder-order" aria-label="폴더 순서">
          {list.folders.map((folder, i) => (
            <li key={folder.id}>
              <span>{folder.name}</span>
              <button type="button" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} aria-label={`${folder.name} 위로`}>
                ↑
              </button>
              <button
                type="button"
                disabled={i === list.folders.length - 1 || reorder.isPending}
                onClick={() => move(i, 1)}
                aria-label={`${folder.name} 아래로`}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="wish-folder-list" aria-label="찜 폴더">
          <li>
            <Link to="/mypage/wish/goods" className="wish-folder" aria-current="page">
              <FolderThumb url={list.recent_goods_thumbnail_url} />
              <span className="wish-folder__name">전체</span>
              <span className="wish-folder__count">{list.total_count}개</span>
            </Link>
          </li>
          {list.folders.map((folder) => (
            <li key={folder.id}>
              <Link to={`/mypage/wish/goods/folder/${folder.id}`} className="wish-folder">
                <FolderThumb url={folder.recent_goods_thumbnail_url} />
                <span className="wish-folder__name">{folder.name}</span>
                <span className="wish-folder__count">{folder.records_count}개</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
