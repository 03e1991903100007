import { useEffect } from 'react';
import { Link, Navigate, usePlatform } from '@mall/shared-ui';
import { useMypageStore } from '../../../lib/store';
import { JoinSteps } from './join-steps';
import './join.css';

/** /join/complete: the new account, the registration tracker event (and portal conversion type 2). */
export function JoinCompletePage() {
  const platform = usePlatform();
  const joined = useMypageStore((s) => s.joined);
  const setIdentity = useMypageStore((s) => s.setIdentity);
  useEffect(() => {
    document.title = '가입 완료 | 케이몰';
  }, []);
  useEffect(() => {
    // The verification is spent: going back to /join/info must not offer it again.
    setIdentity(null);
    if (joined) platform.bus.emit('track.registrationComplete', { loginId: joined.loginId });
  }, [joined, platform, setIdentity]);

  if (!joined) return <Navigate to="/join" replace />;
  return (
    <section className="member-page" aria-labelledby="join-done-title">
      <h1 id="join-done-title" className="member-page__title">
        회원가입 완료
      </h1>
      <JoinSteps current={2} />
      <p className="member-page__lead">
        {joined.name}님, 케이몰 회원이 되신 것을 환영합니다.
        <br />
        아이디 <strong data-testid="joined-login-id">{joined.loginId}</strong>(으)로 로그인해 주세요.
      </p>
      <div className="member-page__actions">
        <Link to="/login" className="ui-button ui-button--block">
          로그인하기
        </Link>
        <Link to="/" className="ui-button ui-button--outline ui-button--block">
          쇼핑 계속하기
        </Link>
      </div>
    </section>
  );
}
