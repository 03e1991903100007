import { useEffect, useState } from 'react';
import { httpErrorMessage, type IdentityResult, type MemberDuplicateCheck } from '@mall/shared-contracts';
import { Link, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { IdentityVerification } from '../../../lib/identity-verification';
import { useMypageStore } from '../../../lib/store';
import { useCheckMemberDuplicate } from '../api/check-member-duplicate';
import { JoinSteps } from './join-steps';
import './join.css';

const REGIST_TYPE_LABELS: Record<string, string> = {
  shop: '케이몰 아이디',
  kakao: '카카오',
  naver: '네이버',
  apple: '애플',
  payco: '페이코',
  facebook: '페이스북',
};

/** /join/certification: 본인인증, then either the next step or the account this person already has. */
export function JoinCertificationPage() {
  const platform = usePlatform();
  const setIdentity = useMypageStore((s) => s.setIdentity);
  const check = useCheckMemberDuplicate();
  const [existing, setExisting] = useState<MemberDuplicateCheck | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '본인인증 | 회원가입 | 케이몰';
  }, []);

  const onVerified = (token: string, result: IdentityResult) => {
    setMessage(null);
    check.mutate(token, {
      onSuccess: (duplicate) => {
        if (duplicate.is_duplicated) return setExisting(duplicate);
        setIdentity({ token, result });
        platform.navigate('/join/info');
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };

  return (
    <section className="member-page" aria-labelledby="join-cert-title">
      <h1 id="join-cert-title" className="member-page__title">
        본인인증
      </h1>
      <JoinSteps current={0} />
      {existing ? (
        <div className="join-existing" role="status">
          <p>
            이미 가입된 회원입니다. 가입하신 아이디는 <strong>{existing.masking_login_id}</strong>
            {existing.regist_type ? ` (${REGIST_TYPE_LABELS[existing.regist_type] ?? existing.regist_type})` : ''}입니다.
          </p>
          <div className="member-page__actions">
            <Link to="/login" className="ui-button ui-button--block">
              로그인하기
            </Link>
            <Link to="/find/id" className="ui-button ui-button--outline ui-button--block">
              아이디 찾기
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="member-page__lead">회원가입을 위해 본인 명의의 휴대폰으로 본인인증을 해 주세요. 인증 정보(이름, 생년월일, 휴대폰 번호)로 가입됩니다.</p>
          <IdentityVerification onVerified={onVerified} />
          <FormError message={message} />
        </>
      )}
    </section>
  );
}
