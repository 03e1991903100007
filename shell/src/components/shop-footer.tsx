import { externalPathFor } from '@mall/shared-contracts';
import { Link, useFeatureGate, useShopSettings } from '@mall/shared-ui';

/** Pages of switched-off paid features (구매 리워드 → reward) and pages not built yet are left out. */
const LINKS: { label: string; to: string }[] = [
  { label: '고객센터', to: '/cs-center' },
  { label: '공지사항', to: '/cs-center/notice' },
  { label: '구매 리워드 안내', to: '/cs-center/info/reward' },
  { label: '이용약관', to: '/policies/terms' },
  { label: '개인정보처리방침', to: '/policies/privacy' },
];

const SOCIAL_LABELS: Record<string, string> = { instagram: '인스타그램', youtube: '유튜브', kakao: '카카오톡 채널', facebook: '페이스북', blog: '블로그' };

/** The business information a Korean online shop must show, from the shop settings. */
export function ShopFooter() {
  const settings = useShopSettings();
  const features = useFeatureGate();
  return (
    <footer className="shop-footer">
      <nav className="shop-footer__links" aria-label="쇼핑몰 안내">
        {LINKS.filter((l) => features.allowsPath(l.to)).map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
      {settings ? (
        <>
          {settings.social_links.length ? (
            <nav className="shop-footer__social" aria-label="케이몰 SNS">
              {settings.social_links.map((social) => (
                <Link key={social.url} to={externalPathFor(social.url)}>
                  {SOCIAL_LABELS[social.type] ?? social.type}
                </Link>
              ))}
            </nav>
          ) : null}
          <p className="shop-footer__cs">
            고객센터 <a href={`tel:${settings.customer_service.phone}`}>{settings.customer_service.phone}</a> · {settings.customer_service.hours}
          </p>
          <address className="shop-footer__biz">
            {settings.shop.company_name} · 대표 {settings.shop.ceo_name} · 사업자등록번호 {settings.shop.business_number} · 통신판매업신고{' '}
            {settings.shop.mail_order_number} · {settings.shop.address} · 개인정보보호책임자 {settings.shop.privacy_officer}
          </address>
          <p className="shop-footer__copy">© {settings.shop.name}</p>
        </>
      ) : null}
    </footer>
  );
}
