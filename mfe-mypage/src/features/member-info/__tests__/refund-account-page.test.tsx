import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MY_ORDERS_API, type RefundAccount } from '@mall/shared-contracts/order';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { RefundAccountPage } from '../components/refund-account-page';

const saved: RefundAccount = { bank_code: '088', bank_name: '신한은행', account_number: '110****5678', holder_name: '김데모' };
const render = (routes: Record<string, unknown>, modalResults: Record<string, unknown> = {}) => {
  const platform = createFakePlatform({ session: memberSession(), routes: routes as never, modalResults: modalResults as never });
  renderWithPlatform(<RefundAccountPage />, { platform, route: '/mypage/member-info/refund-account' });
  return platform;
};

describe('/mypage/member-info/refund-account', () => {
  it('shows the saved account (masked) and replaces it through the order squad’s refund account form', async () => {
    const replaced: RefundAccount = { bank_code: '004', bank_name: 'KB국민은행', account_number: '123****7890', holder_name: '김데모' };
    const platform = render({ [`GET ${MY_ORDERS_API.refundAccount}`]: () => ok({ account: saved }) }, { 'refund-account': replaced });
    expect(await screen.findByText('신한은행')).toBeTruthy();
    expect(screen.getByTestId('refund-account-number').textContent).toBe('110****5678');
    fireEvent.click(screen.getByRole('button', { name: '환불계좌 변경' }));
    expect(await screen.findByText('KB국민은행')).toBeTruthy();
    expect(screen.getByTestId('refund-account-number').textContent).toBe('123****7890');
    expect(screen.getByRole('status').textContent).toBe('환불계좌가 저장되었습니다.');
    expect(platform.modalCalls.map((m) => m.name)).toEqual(['refund-account']);
  });

  it('without an account says so and offers to register one; a dismissed form changes nothing', async () => {
    const platform = render({ [`GET ${MY_ORDERS_API.refundAccount}`]: () => ok({ account: null }) });
    expect(await screen.findByText(/등록된 환불계좌가 없습니다/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '환불계좌 등록' }));
    await waitFor(() => expect(platform.modalCalls).toHaveLength(1));
    expect(screen.queryByText('환불계좌가 저장되었습니다.')).toBeNull();
    expect(screen.getByText(/등록된 환불계좌가 없습니다/)).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    render({ [`GET ${MY_ORDERS_API.refundAccount}`]: () => fail(500, '시스템 오류가 발생했습니다.') });
    expect(await screen.findByText('환불계좌를 불러오지 못했습니다')).toBeTruthy();
  });
});
