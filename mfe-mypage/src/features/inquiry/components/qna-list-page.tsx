import { httpErrorMessage } from '@mall/shared-contracts';
import { QNA_MESSAGES, type MyQna } from '@mall/shared-contracts/member';
import { Link, usePlatform } from '@mall/shared-ui';
import { useDeleteQna, useMyQnaList } from '../api/inquiry';
import { InquiryItem, InquiryList, useInquiryPage } from './inquiry-list';

function QnaItem({ qna }: { qna: MyQna }) {
  const platform = usePlatform();
  const remove = useDeleteQna();
  const onDelete = async () => {
    if (!(await platform.alerts.confirm(QNA_MESSAGES.confirmDelete))) return;
    remove.mutate(qna.id, {
      onSuccess: () => void platform.alerts.alert(QNA_MESSAGES.deleted),
      onError: (error) => void platform.alerts.alert(httpErrorMessage(error)),
    });
  };
  return (
    <InquiryItem
      title={qna.title}
      isAnswered={qna.is_answered}
      meta={<span>{qna.category_name}</span>}
      createdAt={qna.created_at}
      contents={qna.contents}
      answer={{ by: '케이몰', text: qna.answer, at: qna.answered_at }}
      onEdit={() => void platform.modals.open('my-qna-edit', { qna_id: String(qna.id) })}
      onDelete={() => void onDelete()}
      deleting={remove.isPending}
    />
  );
}

/** /mypage/inquiry/qna?page=N (default 1): the member's 1:1 inquiries, 10 a page, answered or waiting. */
export function QnaListPage() {
  const page = useInquiryPage();
  return (
    <InquiryList
      query={useMyQnaList(page)}
      page={page}
      basePath="/mypage/inquiry/qna"
      label="1:1 문의 내역"
      action={
        <Link className="ui-button" to="/mypage/inquiry/qna/create">
          1:1 문의하기
        </Link>
      }
      empty={{ title: '문의 내역이 없습니다', description: '궁금한 점은 1:1 문의로 남겨 주세요.' }}
      renderItem={(qna) => <QnaItem key={qna.id} qna={qna} />}
    />
  );
}
