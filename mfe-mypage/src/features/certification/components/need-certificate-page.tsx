import { useEffect, useState } from 'react';
import { httpErrorMessage, loginPathFor, safeRedirectPath } from '@mall/shared-contracts';
import { Link, usePlatform, useSearchParams, useSession } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { IdentityVerification } from '../../../lib/identity-verification';
import { useConfirmIdentity } from '../api/confirm-identity';
import './certification.css';

/** /need-certificate: a member who has never verified their identity (isCertificated false) does it once. */
export function NeedCertificatePage() {
  const platform = usePlatform();
  const session = useSession();
  const [params] = useSearchParams();
  const confirm = useConfirmIdentity();
  const [message, setMessage] = useState<string | null>(null);
  const next = safeRedirectPath(params.get('redirect_to_after')) ?? '/mypage';
  useEffect(() => {
    document.title = '본인인증 | 케이몰';
  }, []);

  const onVerified = (token: string) =>
    confirm.mutate(token, {
      onSuccess: async () => {
        await platform.alerts.alert('본인인증이 완료되었습니다.');
        platform.navigate(next, { replace: true });
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });

  return (
    <section className="member-page certification" aria-labelledby="certificate-title">
      <h1 id="certificate-title" className="member-page__title">
        본인인증이 필요합니다
      </h1>
      <p className="member-page__lead">
        안전한 거래를 위해 회원님 명의의 휴대폰으로 한 번만 본인인증을 해 주세요. 인증하면 주문과 클레임을 이용할 수 있습니다.
      </p>
      {session.status !== 'member' ? (
        <Link to={loginPathFor('/need-certificate')} className="ui-button ui-button--block">
          로그인하기
        </Link>
      ) : session.user?.is_certificated ? (
        <div className="member-page__actions">
          <p role="status">본인인증을 이미 마쳤습니다.</p>
          <Link to={next} className="ui-button ui-button--block">
            계속하기
          </Link>
        </div>
      ) : (
        <>
          <IdentityVerification onVerified={onVerified} />
          <FormError message={message} />
        </>
      )}
    </section>
  );
}
