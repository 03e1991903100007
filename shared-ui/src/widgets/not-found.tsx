import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@mall/shared-contracts';

/** The not-found page of the shell and of every remote: one look, one title. */
export function NotFound() {
  useEffect(() => {
    const previous = document.title;
    document.title = MESSAGES.pageNotFound;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <section className="ui-status" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="ui-status__title">
        {MESSAGES.pageNotFound}
      </h1>
      <p className="ui-status__desc">주소가 바르게 입력되었는지 확인해 주세요.</p>
      <Link className="ui-button" to="/">
        홈으로 가기
      </Link>
    </section>
  );
}
