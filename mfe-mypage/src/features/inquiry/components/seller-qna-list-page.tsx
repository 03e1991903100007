import { useQueryClient } from '@tanstack/react-query';
import { httpErrorMessage } from '@mall/shared-contracts';
import { GOODS_QNA_KIND_LABELS, GOODS_QNA_MESSAGES, type MySellerQna } from '@mall/shared-contracts/catalog';
import { LazyImage, Link, usePlatform } from '@mall/shared-ui';
import { SELLER_QNA_KEY, useDeleteSellerQna, useMySellerQnaList } from '../api/seller-qna';
import { InquiryItem, InquiryList, useInquiryPage } from './inquiry-list';

function SellerQnaItem({ qna }: { qna: MySellerQna }) {
  const platform = usePlatform();
  const client = useQueryClient();
  const remove = useDeleteSellerQna();
  // A goods question folds to the start of its contents, a seller question to its title.
  const title = qna.title ?? (qna.contents.length > 40 ? `${qna.contents.slice(0, 40)}…` : qna.contents);
  const onEdit = async () => {
    // catalog's own question modals edit it (ADR 0011); the list follows what they saved.
    await platform.modals.open(qna.kind === 'goods' ? 'goods-qna-form' : 'seller-qna-form', { qna_id: String(qna.id) });
    await client.invalidateQueries({ queryKey: SELLER_QNA_KEY });
  };
  const onDelete = async () => {
    if (!(await platform.alerts.confirm(GOODS_QNA_MESSAGES.confirmDelete))) return;
    remove.mutate(qna.id, {
      onSuccess: () => void platform.alerts.alert(GOODS_QNA_MESSAGES.deleted),
      onError: (error) => void platform.alerts.alert(httpErrorMessage(error)),
    });
  };
  return (
    <InquiryItem
      title={title}
      isAnswered={qna.is_answered}
      meta={
        <>
          <span>{GOODS_QNA_KIND_LABELS[qna.kind]}</span>
          {qna.category_name ? <span>{qna.category_name}</span> : null}
          {qna.is_secret ? <span className="qna-item__secret">비밀글</span> : null}
        </>
      }
      createdAt={qna.created_at}
      aside={
        <Link to={`/goods/detail/${qna.goods.id}`} className="qna-item__goods">
          <LazyImage src={qna.goods.thumbnail_url} alt="" width={56} height={67} />
          <span>
            <span className="qna-item__brand">{qna.goods.brand_name}</span>
            <span className="qna-item__goods-name">{qna.goods.name}</span>
          </span>
        </Link>
      }
      contents={qna.contents}
      answer={{ by: qna.seller.name, text: qna.answer, at: qna.answered_at }}
      onEdit={() => void onEdit()}
      onDelete={() => void onDelete()}
      deleting={remove.isPending}
    />
  );
}

/** /mypage/inquiry/seller-qna?page=N (default 1): the member's goods and seller questions, 10 a page. */
export function SellerQnaListPage() {
  const page = useInquiryPage();
  return (
    <InquiryList
      query={useMySellerQnaList(page)}
      page={page}
      basePath="/mypage/inquiry/seller-qna"
      label="상품·판매자 문의 내역"
      action={<span>상품 상세에서 문의할 수 있어요</span>}
      empty={{ title: GOODS_QNA_MESSAGES.myEmpty, description: '궁금한 상품이 있으면 상품 상세의 문의 탭에서 남겨 주세요.' }}
      renderItem={(qna) => <SellerQnaItem key={qna.id} qna={qna} />}
    />
  );
}
