import { useEffect } from 'react';
import { Link } from '@mall/shared-ui';
import { JoinSteps } from './join-steps';
import '../../../lib/form.css';
import './join.css';

/** /join: how joining works, then the first step. */
export function JoinPage() {
  useEffect(() => {
    document.title = '회원가입 | 케이몰';
  }, []);
  return (
    <section className="member-page" aria-labelledby="join-title">
      <h1 id="join-title" className="member-page__title">
        회원가입
      </h1>
      <JoinSteps current={0} />
      <p className="member-page__lead">케이몰 회원이 되면 등급별 적립과 쿠폰, 리뷰 적립금, 주문·배송 알림을 받을 수 있어요.</p>
      <ul className="join-page__points">
        <li>휴대폰 본인인증으로 한 분당 하나의 계정만 만들 수 있습니다.</li>
        <li>만 14세 이상만 가입할 수 있습니다.</li>
        <li>이미 가입하셨다면 본인인증 후 기존 아이디를 알려 드립니다.</li>
      </ul>
      <div className="member-page__actions">
        <Link to="/join/certification" className="ui-button ui-button--block">
          휴대폰 본인인증으로 가입하기
        </Link>
        <Link to="/login" className="ui-button ui-button--outline ui-button--block">
          이미 회원이신가요? 로그인
        </Link>
      </div>
    </section>
  );
}
