import type { PaidFeature } from '@mall/shared-contracts';
import { Link, useFeatureGate, useShopSettings } from '@mall/shared-ui';

const LINKS: { label: string; to: string; feature?: PaidFeature }[] = [
  { label: '고객센터', to: '/cs-center' },
  { label: '공지사항', to: '/cs-center/notice' },
  { label: '구매 리워드 안내', to: '/cs-center/info/reward', feature: 'reward' },
  { label: '이용약관', to: '/policies/terms' },
  { label: '개인정보처리방침', to: '/policies/privacy' },
];

/** The business information a Korean online shop must show, from the shop settings. */
export function ShopFooter() {
  const settings = useShopSettings();
  const features = useFeatureGate();
  return (
    <footer className="shop-footer">
      <nav className="shop-footer__links" aria-label="쇼핑몰 안내">
        {LINKS.filter((l) => features.isOn(l.feature)).map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
      {settings ? (
        <>
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
