import { useEffect } from 'react';
import { Link, Loading, usePlatform, useShopSettings } from '@mall/shared-ui';
import './cs-home.css';

/** Customer-centre home: how to reach the shop (from the cached shop settings) and the notices. */
export function CsHomePage() {
  const data = useShopSettings();
  const { modals } = usePlatform();
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
          <p>{data.customer_service.lunch}</p>
          <p>{data.customer_service.email}</p>
        </div>
      ) : (
        <Loading />
      )}
      <ul className="cs-home__menu">
        <li>
          <Link to="/cs-center/notice">공지사항</Link>
        </li>
        <li>
          <button type="button" className="cs-home__menu-button" onClick={() => void modals.open('company-info')}>
            회사 정보
          </button>
        </li>
      </ul>
    </section>
  );
}
