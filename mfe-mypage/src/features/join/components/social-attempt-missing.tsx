import { SOCIAL_MESSAGES } from '@mall/shared-contracts/member';
import { Link } from '@mall/shared-ui';

/** The join pages of social login without a live attempt (opened directly, or after it expired). */
export function SocialAttemptMissing({ title }: { title: string }) {
  return (
    <section className="member-page" aria-labelledby="sns-missing-title">
      <h1 id="sns-missing-title" className="member-page__title">
        {title}
      </h1>
      <p className="member-page__lead" role="status">
        {SOCIAL_MESSAGES.noAttempt}
      </p>
      <div className="member-page__actions">
        <Link to="/login" className="ui-button ui-button--block">
          로그인 화면으로
        </Link>
        <Link to="/join" className="ui-button ui-button--outline ui-button--block">
          케이몰 아이디로 가입하기
        </Link>
      </div>
    </section>
  );
}
