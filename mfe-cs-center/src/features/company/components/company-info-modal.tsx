import type { ShopSettings } from '@mall/shared-contracts';
import { type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useShopSettings } from '../../../lib/get-shop-settings';
import './company.css';

function companyRows(settings: ShopSettings): [string, string][] {
  const { shop, customer_service: cs } = settings;
  return [
    ['상호', shop.company_name],
    ['대표자', shop.ceo_name],
    ['사업자등록번호', shop.business_number],
    ['통신판매업 신고번호', shop.mail_order_number],
    ['주소', shop.address],
    ['개인정보보호책임자', shop.privacy_officer],
    ['고객센터', `${cs.phone} (${cs.hours}, ${cs.lunch})`],
    ['이메일', cs.email],
  ];
}

/** 회사 정보: the shop's legal and contact details, from the shell's cached shop settings. */
export function CompanyInfoModal({ titleId }: ModalComponentProps) {
  const settings = useShopSettings();
  return (
    <section className="company-info" aria-labelledby={titleId}>
      <h2 id={titleId} className="company-info__title">
        회사 정보
      </h2>
      <QueryView query={settings} failed="회사 정보를 불러오지 못했습니다">
        {(data) => (
          <>
            <p className="company-info__name">{data.shop.name}</p>
            <dl className="company-info__rows">
              {companyRows(data).map(([label, value]) => (
                <div key={label} className="company-info__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="ui-button ui-button--outline ui-button--block company-info__call" href={`tel:${data.customer_service.phone}`}>
              고객센터 전화하기
            </a>
          </>
        )}
      </QueryView>
    </section>
  );
}
