import { useState, type FormEvent } from 'react';
import { folderNameError, WISH_RULES } from '@mall/shared-contracts/member';
import { httpErrorMessage } from '@mall/shared-contracts';
import { Link, useLocation, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { useCreateWishFolder, useLikeGoods, useMoveWishGoods, useWishFolders } from '../api/wish';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import './wish.css';

/** `goods_id`: the heart likes one goods into the picked folder; `goods_ids` (comma list): the wish page moves them. */
function targetOf(params: ModalComponentProps['params']): { kind: 'like'; goodsId: number } | { kind: 'move'; goodsIds: number[] } | null {
  const one = dbIdParamOf(params.goods_id);
  if (one !== null) return { kind: 'like', goodsId: one };
  const many = (params.goods_ids ?? '').split(',').map(dbIdParamOf);
  if (many.length && many.length <= 50 && many.every((id): id is number => id !== null)) return { kind: 'move', goodsIds: many };
  return null;
}

const NONE = 'none';

/**
 * The `wished-folder` picker (mypage's, opened by catalog's hearts by name): the member's folders and
 * 폴더 없음, a new folder on the spot, then the like or the move. Closes with the server's answer:
 * `WishGoodsChange` for a like (the heart shows its count), `WishGoodsBulkChange` for a move.
 */
export function WishedFolderModal({ params, titleId, close }: ModalComponentProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const target = targetOf(params);
  const folders = useWishFolders();
  const create = useCreateWishFolder();
  const like = useLikeGoods();
  const move = useMoveWishGoods();
  const [choice, setChoice] = useState<string>(NONE);
  const [newName, setNewName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (session.status !== 'member') {
    return (
      <div className="wished-folder">
        <h2 id={titleId}>찜하기</h2>
        <p>로그인이 필요합니다. 로그인 후 찜해 주세요.</p>
        <Link className="ui-button ui-button--block" to={`/login?redirect_to_after=${encodeURIComponent(pathname + search)}`}>
          로그인하기
        </Link>
      </div>
    );
  }
  if (!target) {
    return (
      <div className="wished-folder">
        <h2 id={titleId}>폴더 선택</h2>
        <p role="alert">찜할 상품을 찾을 수 없습니다.</p>
      </div>
    );
  }

  const addFolder = () => {
    const problem = folderNameError(newName);
    if (problem) return setMessage(problem);
    setMessage(null);
    create.mutate(newName.trim(), {
      onSuccess: (folder) => {
        setChoice(String(folder.id));
        setNewName('');
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const folderId = choice === NONE ? null : Number(choice);
    const onError = (error: unknown) => setMessage(httpErrorMessage(error));
    if (target.kind === 'like') like.mutate({ goodsId: target.goodsId, folderId }, { onSuccess: (change) => close(change), onError });
    else move.mutate({ goodsIds: target.goodsIds, folderId }, { onSuccess: (moved) => close(moved), onError });
  };

  return (
    <form className="wished-folder form-stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>폴더 선택</h2>
      <p className="wished-folder__lead">
        {target.kind === 'like' ? '찜한 상품을 담을 폴더를 고르세요.' : `선택한 상품 ${target.goodsIds.length}개를 옮길 폴더를 고르세요.`}
      </p>
      <QueryView query={folders} failed="찜 폴더를 불러오지 못했습니다">
        {(list) => (
          <fieldset className="wished-folder__choices">
            <legend className="ui-visually-hidden">폴더</legend>
            <label className="wished-folder__choice">
              <input type="radio" name="folder" value={NONE} checked={choice === NONE} onChange={() => setChoice(NONE)} />
              <span>폴더 없음 (전체에만 보관)</span>
            </label>
            {list.folders.map((folder) => (
              <label key={folder.id} className="wished-folder__choice">
                <input type="radio" name="folder" value={folder.id} checked={choice === String(folder.id)} onChange={() => setChoice(String(folder.id))} />
                <span>{folder.name}</span>
                <span className="wished-folder__count">{folder.records_count}개</span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryView>
      {folders.data && folders.data.folders.length < WISH_RULES.maxFolders ? (
        <div className="form-row">
          <label className="form-field">
            <span>새 폴더</span>
            <input
              name="new_folder"
              maxLength={WISH_RULES.folderNameMax}
              placeholder="폴더 이름"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
            />
          </label>
          <button type="button" className="ui-button ui-button--outline" onClick={addFolder} disabled={create.isPending}>
            만들기
          </button>
        </div>
      ) : null}
      <FormError message={message} />
      <SubmitButton pending={like.isPending || move.isPending} pendingLabel="저장 중…">
        {target.kind === 'like' ? '찜하기' : '이동하기'}
      </SubmitButton>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </form>
  );
}
