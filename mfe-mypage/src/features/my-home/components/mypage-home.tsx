import { useEffect } from 'react';
import { formatPoint, formatPrice, type MyOrderCounts } from '@mall/shared-contracts';
import { Link, useFeatureGate, usePlatform, useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useMyBenefits } from '../api/get-my-benefits';
import { useOrderCounts } from '../api/get-order-counts';
import '../../../lib/form.css';
import './mypage-home.css';

const ORDER_STEPS: { key: keyof MyOrderCounts; label: string }[] = [
  { key: 'pay_waiting', label: '입금대기' },
  { key: 'paid', label: '결제완료' },
  { key: 'preparing', label: '배송준비' },
  { key: 'shipping', label: '배송중' },
  { key: 'delivered', label: '배송완료' },
];

/** The member's menu; links into pages not built yet (or switched off) are left out by the feature gate. */
const MENU: { label: string; to: string }[] = [
  { label: '주문 내역', to: '/mypage/order' },
  { label: '취소·반품·교환', to: '/mypage/order/cancel' },
  { label: '출고 지연·품절 안내', to: '/mypage/claim' },
  { label: '쿠폰', to: '/mypage/benefit/coupon' },
  { label: '적립금', to: '/mypage/benefit/point' },
  { label: '찜한 상품', to: '/mypage/wish' },
  { label: '최근 본 상품', to: '/mypage/recent-view' },
  { label: '맞춤 추천', to: '/mypage/personalization' },
  { label: '리뷰', to: '/mypage/review' },
  { label: '1:1 문의', to: '/mypage/inquiry' },
  { label: '래플 응모 내역', to: '/mypage/raffle' },
  { label: '등급 혜택', to: '/mypage/grade-benefit' },
  { label: '내 사이즈', to: '/mypage/my-size' },
  { label: '회원정보 수정', to: '/mypage/member-info/edit' },
  { label: '환불 계좌', to: '/mypage/member-info/refund-account' },
  { label: '간편결제 관리', to: '/mypage/my-pay' },
  { label: '고객센터', to: '/cs-center' },
];

export function MypageHome() {
  const platform = usePlatform();
  const session = useSession();
  const gate = useFeatureGate();
  const benefits = useMyBenefits();
  const counts = useOrderCounts();

  useEffect(() => {
    document.title = '마이페이지 | 케이몰';
  }, []);

  if (session.status !== 'member') return null;
  const logout = async () => {
    await platform.session.signOut();
    platform.navigate('/', { replace: true });
  };

  return (
    <div className="mypage">
      <section className="mypage-profile" aria-labelledby="mypage-title">
        <h1 id="mypage-title" className="mypage-profile__name">
          {session.user.name}님, 반갑습니다
        </h1>
        <p className="mypage-profile__grade">
          회원등급{' '}
          <strong style={{ color: `var(--color-grade-${session.user.grade.code.toLowerCase()}, var(--color-text))` }}>{session.user.grade.name}</strong>
        </p>
      </section>
      {session.user.is_need_password_update ? (
        <section className="mypage-notice" role="status">
          <p>비밀번호를 변경한 지 180일이 지났습니다. 소중한 정보를 위해 비밀번호를 변경해 주세요.</p>
          <button type="button" className="ui-button ui-button--outline" onClick={() => platform.modals.open('renewal-password-change')}>
            비밀번호 변경하기
          </button>
        </section>
      ) : null}
      <QueryView query={benefits} failed="혜택 정보를 불러오지 못했습니다">
        {({ point, coupon_count, next_grade }) => (
          <dl className="stat-grid">
            <div>
              <dt>적립금</dt>
              <dd>{formatPoint(point)}</dd>
            </div>
            <div>
              <dt>쿠폰</dt>
              <dd>{coupon_count}장</dd>
            </div>
            <div>
              <dt>다음 등급</dt>
              <dd>
                {!next_grade
                  ? '최고 등급'
                  : next_grade.remaining_amount > 0
                    ? `${next_grade.name}까지 ${formatPrice(next_grade.remaining_amount)}`
                    : `${next_grade.name} 승급 예정`}
              </dd>
            </div>
          </dl>
        )}
      </QueryView>
      <section className="mypage-orders" aria-labelledby="mypage-orders-title">
        <h2 id="mypage-orders-title">주문·배송 현황</h2>
        <QueryView query={counts} failed="주문 현황을 불러오지 못했습니다">
          {(data) => (
            <ol className="mypage-orders__steps">
              {ORDER_STEPS.map((step) => (
                <li key={step.key}>
                  <strong>{data[step.key]}</strong>
                  <span>{step.label}</span>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </section>
      <nav className="mypage-menu" aria-label="마이페이지 메뉴">
        <ul>
          {MENU.filter((item) => gate.allowsPath(item.to)).map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="ui-button ui-button--outline ui-button--block mypage-logout" onClick={() => void logout()}>
        로그아웃
      </button>
    </div>
  );
}
