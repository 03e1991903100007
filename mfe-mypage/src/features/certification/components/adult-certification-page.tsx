import { useEffect, useState } from 'react';
import { httpErrorMessage, loginPathFor, safeRedirectPath } from '@mall/shared-contracts';
import { Link, usePlatform, useSearchParams, useSession } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { IdentityVerification } from '../../../lib/identity-verification';
import { useConfirmAdult } from '../api/confirm-adult';
import './certification.css';

/** /adult/certification: a member proves 19+ with their own identity; adult goods open (spec sections 5–6). */
export function AdultCertificationPage() {
  const platform = usePlatform();
  const session = useSession();
  const [params] = useSearchParams();
  const confirm = useConfirmAdult();
  const [message, setMessage] = useState<string | null>(null);
  const next = safeRedirectPath(params.get('redirect_to_after')) ?? '/';
  useEffect(() => {
    document.title = '성인 인증 | 케이몰';
  }, []);

  const onVerified = (token: string) =>
    confirm.mutate(token, {
      onSuccess: async () => {
        if (session.user) platform.session.updateUser({ ...session.user, is_verify_age: true });
        await platform.alerts.alert('성인 인증이 완료되었습니다.');
        platform.navigate(next, { replace: true });
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });

  return (
    <section className="member-page certification" aria-labelledby="adult-title">
      <h1 id="adult-title" className="member-page__title">
        성인 인증
      </h1>
      <p className="certification__badge" aria-hidden="true">
        19
      </p>
      <p className="member-page__lead">
        이 상품은 청소년 유해 매체물로서 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 및 「청소년 보호법」에 따라 만 19세 미만의 청소년이 이용할 수
        없습니다.
      </p>
      {session.status !== 'member' ? (
        <div className="member-page__actions">
          <Link to={loginPathFor(`/adult/certification${params.toString() ? `?${params.toString()}` : ''}`)} className="ui-button ui-button--block">
            로그인 후 성인 인증하기
          </Link>
        </div>
      ) : session.user?.is_verify_age ? (
        <div className="member-page__actions">
          <p role="status">이미 성인 인증을 마쳤습니다.</p>
          <Link to={next} className="ui-button ui-button--block">
            계속 쇼핑하기
          </Link>
        </div>
      ) : (
        <>
          <IdentityVerification label="휴대폰 본인인증으로 성인 인증" onVerified={onVerified} />
          <FormError message={message} />
        </>
      )}
    </section>
  );
}
