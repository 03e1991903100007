import { formatPoint, formatPrice, type EASY_PAY_PROVIDERS } from '@mall/shared-contracts';
import { StatusPanel, useFeature, useShopSettings } from '@mall/shared-ui';
import { GradeBenefitList } from '@mall/shared-ui/grades';
import { useBanks, useCardBenefits, useDeliveryCompanies, useGradeBenefits, useReasons } from '../api/get-info';
import { GuideSection, InfoBlock, InfoTable } from './guide-section';

const percent = (rate: number) => `${(rate * 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;

/** 배송 (the default child): the guide and the delivery companies with their phone numbers. */
export function DeliveryInfo() {
  const companies = useDeliveryCompanies();
  return (
    <GuideSection code="delivery">
      <InfoBlock title="택배사 고객센터" query={companies}>
        {(list) => (
          <InfoTable columns={['택배사', '전화번호']} rows={list.map((c) => ({ key: c.code, head: c.name, cell: <a href={`tel:${c.phone}`}>{c.phone}</a> }))} />
        )}
      </InfoBlock>
    </GuideSection>
  );
}

/** 취소/반품/교환: the guide and, per reason, who pays the return shipping (the reasons lists). */
export function ReturnInfo() {
  const returns = useReasons('return');
  const exchanges = useReasons('exchange');
  const table = (list: NonNullable<typeof returns.data>) => (
    <InfoTable
      columns={['사유', '반품 배송비']}
      rows={list.map((r) => ({ key: r.code, head: r.label, cell: r.fault === 'seller' ? '판매자 부담' : '고객 부담' }))}
    />
  );
  return (
    <GuideSection code="return">
      <InfoBlock title="반품 사유별 배송비" query={returns}>
        {table}
      </InfoBlock>
      <InfoBlock title="교환 사유별 배송비" query={exchanges}>
        {table}
      </InfoBlock>
    </GuideSection>
  );
}

/** 구매 리워드 (paid feature `reward`): rewards by days of delay, from the shop settings. */
export function RewardInfo() {
  const on = useFeature('reward');
  const settings = useShopSettings();
  if (settings && !on) return <StatusPanel tone="empty" title="구매 리워드는 지금 운영하지 않습니다" />;
  return (
    <GuideSection code="reward">
      {settings ? (
        <InfoTable
          label="출고 지연 리워드"
          columns={['출고 지연', '리워드']}
          rows={settings.reward_policies.map((p) => ({
            key: String(p.delay_days),
            head: `${p.delay_days}일 이상`,
            cell: `결제 금액의 ${percent(p.rate)} (최대 ${formatPoint(p.max_reward_price)})`,
          }))}
        />
      ) : null}
    </GuideSection>
  );
}

/** 쿠폰/적립금: the guide and the point rules of the shop settings. */
export function CouponPointInfo() {
  const settings = useShopSettings();
  const rules = settings?.point_rules;
  return (
    <GuideSection code="coupon-point">
      {rules ? (
        <dl className="info-facts" aria-label="적립금 규칙">
          <div>
            <dt>적립금 유효기간</dt>
            <dd>지급일로부터 {rules.usable_months}개월</dd>
          </div>
          <div>
            <dt>사용 조건</dt>
            <dd>{formatPoint(rules.min_usable_point)} 이상 모이면 주문할 때 사용</dd>
          </div>
          <div>
            <dt>리뷰 적립금</dt>
            <dd>
              일반 리뷰 {formatPoint(rules.text_review_point)} · 포토 리뷰 {formatPoint(rules.photo_review_point)} (등급에 따라 더 드립니다)
            </dd>
          </div>
        </dl>
      ) : null}
    </GuideSection>
  );
}

/** 회원 등급: every grade, in its colour, with what it takes and what it gives (public grades list). */
export function GradeBenefitInfo() {
  const grades = useGradeBenefits();
  return (
    <GuideSection code="grade-benefit">
      <InfoBlock title="등급별 혜택" query={grades}>
        {(list) => <GradeBenefitList grades={list} headingLevel={4} />}
      </InfoBlock>
    </GuideSection>
  );
}

/** This month's interest-free instalments by card company (the pay-card page and the card-benefit modal). */
export function PayCardInfoBody() {
  const benefits = useCardBenefits();
  return (
    <InfoBlock title="카드사 무이자 할부" query={benefits}>
      {(list) =>
        list.length === 0 ? (
          <p className="info-empty">지금 진행 중인 무이자 할부 혜택이 없습니다.</p>
        ) : (
          <InfoTable
            columns={['카드사', '무이자 할부']}
            rows={list.map((c) => ({
              key: String(c.id),
              head: c.card_name,
              cell: (
                <>
                  {c.months} ({formatPrice(c.min_amount)} 이상){c.note ? <span className="info-table__note">{c.note}</span> : null}
                </>
              ),
            }))}
          />
        )
      }
    </InfoBlock>
  );
}

/** 신용카드: the guide and this month's interest-free instalments by card company. */
export function PayCardInfo() {
  return (
    <GuideSection code="pay-card">
      <PayCardInfoBody />
    </GuideSection>
  );
}

/** 무통장입금: the guide and the banks that issue a virtual account. */
export function PayBankInfo() {
  const banks = useBanks();
  return (
    <GuideSection code="pay-bank">
      <InfoBlock title="입금 가능 은행" query={banks}>
        {(list) => (
          <ul className="info-banks">
            {list.map((b) => (
              <li key={b.code}>{b.name}</li>
            ))}
          </ul>
        )}
      </InfoBlock>
    </GuideSection>
  );
}

type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

const EASY_PAY_NAMES: Record<EasyPayProvider, string> = { kakao: '카카오페이', naver: '네이버페이', payco: '페이코', toss: '토스페이' };

/** pay-kakao, pay-naver, pay-payco, pay-toss: whether the shop takes it now (settings) and how it works. */
export function EasyPayInfo({ provider }: { provider: EasyPayProvider }) {
  const settings = useShopSettings();
  const active = settings?.easy_pays[provider];
  return (
    <GuideSection code={`pay-${provider}`}>
      {settings ? (
        <p className={`info-status info-status--${active ? 'on' : 'off'}`} role="status">
          {active ? `지금 ${EASY_PAY_NAMES[provider]}로 결제하실 수 있습니다.` : `지금은 ${EASY_PAY_NAMES[provider]}를 이용하실 수 없습니다.`}
        </p>
      ) : null}
    </GuideSection>
  );
}
