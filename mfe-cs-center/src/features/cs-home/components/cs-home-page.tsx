import { useEffect, type ReactNode } from 'react';
import { Link, Loading, useFeatureGate, usePlatform, useShopSettings } from '@mall/shared-ui';
import './cs-home.css';

const INQUIRY_PATH = '/mypage/inquiry/qna/create';

interface CsHomePageProps {
  /** The FAQ types (faq feature), composed by the routes. */
  faqTypes: ReactNode;
  /** Pinned and newest notices (notice feature). */
  recentNotices: ReactNode;
}

/** Customer-centre home: how to reach the shop (shop settings), the FAQ types, the newest notices. */
export function CsHomePage({ faqTypes, recentNotices }: CsHomePageProps) {
  const data = useShopSettings();
  const { modals } = usePlatform();
  const gate = useFeatureGate();
  useEffect(() => {
    document.title = '고객센터 | 케이몰';
  }, []);
  return (
    <section className="cs-home" aria-labelledby="cs-title">
      <h1 id="cs-title" className="cs-home__title">
        고객센터
      </h1>
      {data ? (
        <div className="cs-home__contact">
          <a href={`tel:${data.customer_service.phone}`} className="cs-home__phone">
            {data.customer_service.phone}
          </a>
          <p>{data.customer_service.hours}</p>
          <p>점심시간 {data.customer_service.lunch}</p>
          <p>{data.customer_service.email}</p>
          {/* 1:1 inquiries are My page's; until that page exists, the shop's e-mail takes them. */}
          {gate.allowsPath(INQUIRY_PATH) ? (
            <Link to={INQUIRY_PATH} className="ui-button ui-button--outline cs-home__inquiry">
              1:1 문의하기
            </Link>
          ) : (
            <a href={`mailto:${data.customer_service.email}`} className="ui-button ui-button--outline cs-home__inquiry">
              이메일로 문의하기
            </a>
          )}
        </div>
      ) : (
        // eslint-disable-next-line no-restricted-syntax -- the shop settings come from the platform (no query, no failure state): a spinner until they do
        <Loading />
      )}
      <section className="cs-home__section" aria-labelledby="cs-faq-title">
        <h2 id="cs-faq-title" className="cs-home__heading">
          자주 묻는 질문
        </h2>
        {faqTypes}
      </section>
      <section className="cs-home__section" aria-labelledby="cs-notice-title">
        <h2 id="cs-notice-title" className="cs-home__heading">
          공지사항
          <Link to="/cs-center/notice" className="cs-home__more">
            전체 보기
          </Link>
        </h2>
        {recentNotices}
      </section>
      <ul className="cs-home__menu">
        {gate.allowsPath('/cs-center/info') ? (
          <li>
            <Link to="/cs-center/info">이용 안내</Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="cs-home__menu-button" onClick={() => void modals.open('company-info')}>
            회사 정보
          </button>
        </li>
      </ul>
    </section>
  );
}
