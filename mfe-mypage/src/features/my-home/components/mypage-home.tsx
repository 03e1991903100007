import { useEffect } from 'react';
import { formatPoint, formatPrice, type MyOrderCounts } from '@mall/shared-contracts';
import { LoadError, Loading, usePlatform, useSession } from '@mall/shared-ui';
import { useMyBenefits } from '../api/get-my-benefits';
import { useOrderCounts } from '../api/get-order-counts';
import './mypage-home.css';

const ORDER_STEPS: { key: keyof MyOrderCounts; label: string }[] = [
  { key: 'pay_waiting', label: '입금대기' },
  { key: 'paid', label: '결제완료' },
  { key: 'preparing', label: '배송준비' },
  { key: 'shipping', label: '배송중' },
  { key: 'delivered', label: '배송완료' },
];

export function MypageHome() {
  const platform = usePlatform();
  const session = useSession();
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
          회원등급 <strong>{session.user.grade.name}</strong>
        </p>
      </section>
      {benefits.isPending ? (
        <Loading />
      ) : benefits.error ? (
        <LoadError title="혜택 정보를 불러오지 못했습니다" onRetry={() => void benefits.refetch()} />
      ) : (
        <dl className="mypage-benefits">
          <div>
            <dt>적립금</dt>
            <dd>{formatPoint(benefits.data.point)}</dd>
          </div>
          <div>
            <dt>쿠폰</dt>
            <dd>{benefits.data.coupon_count}장</dd>
          </div>
          <div>
            <dt>다음 등급</dt>
            <dd>{benefits.data.next_grade ? `${benefits.data.next_grade.name}까지 ${formatPrice(benefits.data.next_grade.remaining_amount)}` : '최고 등급'}</dd>
          </div>
        </dl>
      )}
      <section className="mypage-orders" aria-labelledby="mypage-orders-title">
        <h2 id="mypage-orders-title">주문·배송 현황</h2>
        {counts.data ? (
          <ol className="mypage-orders__steps">
            {ORDER_STEPS.map((step) => (
              <li key={step.key}>
                <strong>{counts.data[step.key]}</strong>
                <span>{step.label}</span>
              </li>
            ))}
          </ol>
        ) : counts.error ? (
          <p className="mypage-orders__error">주문 현황을 불러오지 못했습니다.</p>
        ) : (
          <Loading />
        )}
      </section>
      <button type="button" className="ui-button ui-button--outline ui-button--block mypage-logout" onClick={() => void logout()}>
        로그아웃
      </button>
    </div>
  );
}
