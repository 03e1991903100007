import { useEffect } from 'react';
import { QNA_MESSAGES } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { QnaForm } from './qna-form';

/** /mypage/inquiry/qna/create: asks the shop a question, then shows it in the list. */
export function QnaCreatePage() {
  const platform = usePlatform();
  useEffect(() => {
    document.title = '1:1 문의하기 | 케이몰';
  }, []);
  return (
    <section className="member-page" aria-labelledby="qna-create-title">
      <QnaForm
        qna={null}
        heading={
          <h1 id="qna-create-title" className="member-page__title">
            1:1 문의하기
          </h1>
        }
        submitLabel="문의 등록"
        onSaved={async () => {
          platform.navigate('/mypage/inquiry/qna', { replace: true });
          await platform.alerts.alert(QNA_MESSAGES.created);
        }}
      />
    </section>
  );
}
