import { describe, expect, it } from 'vitest';
import { MY_PAY_API } from '@mall/shared-contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type MyPayMethod } from '@mall/shared-contracts';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { MyPayPage } from '../components/my-pay-page';

const card: MyPayMethod = { id: 3, kind: 'card', issuer_name: '신한카드', masked_number: '4111-****-****-1111', created_at: '2026-11-24T01:00:00.000Z' };

describe('/mypage/my-pay', () => {
  it('back from the provider: asks the shop to complete the registration once and shows the method', async () => {
    let completed = 0;
    const platform = createFakePlatform({
      session: memberSession(),
      route: '/mypage/my-pay?registration_id=reg_abcdefghijklmnop&result=success',
      routes: {
        [`GET ${MY_PAY_API.list}`]: () => ok({ methods: completed ? [card] : [], limit: 5 }),
        [`POST ${MY_PAY_API.registrationComplete('reg_abcdefghijklmnop')}`]: () => (completed++, ok(card)),
      },
    });
    renderWithPlatform(<MyPayPage />, { platform });
    await screen.findByText('신한카드 카드를 등록했습니다.');
    const list = await screen.findByRole('list', { name: '등록한 결제수단' });
    expect(within(list).getByText('4111-****-****-1111')).toBeTruthy();
    expect(completed).toBe(1);
  });

  it('a cancel on the provider’s page is said in Korean and completes nothing', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      route: '/mypage/my-pay?registration_id=reg_abcdefghijklmnop&result=cancel',
      routes: { [`GET ${MY_PAY_API.list}`]: ok({ methods: [], limit: 5 }) },
    });
    renderWithPlatform(<MyPayPage />, { platform });
    expect((await screen.findByRole('alert')).textContent).toBe('결제수단 등록을 취소하셨습니다.');
    expect(platform.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('at the limit, registering is disabled', async () => {
    const limited = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${MY_PAY_API.list}`]: ok({ methods: [card], limit: 1 }),
      },
    });
    renderWithPlatform(<MyPayPage />, { platform: limited });
    await screen.findByRole('list', { name: '등록한 결제수단' });
    expect((screen.getByRole('button', { name: '카드 등록' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '계좌 등록' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a method after the confirm', async () => {
    let deleted = false;
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${MY_PAY_API.list}`]: () => ok({ methods: deleted ? [] : [card], limit: 5 }),
        [`DELETE ${MY_PAY_API.method(3)}`]: () => ((deleted = true), ok({ success: true })),
      },
    });
    platform.setConfirmAnswer(true);
    renderWithPlatform(<MyPayPage />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: '신한카드 4111-****-****-1111 삭제' }));
    await screen.findByText('결제수단을 삭제했습니다.');
    await waitFor(() => expect(screen.getByText('등록한 결제수단이 없습니다.')).toBeTruthy());
  });

  it('a registration the server refuses (limit) shows its message', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${MY_PAY_API.list}`]: ok({ methods: [], limit: 5 }),
        [`POST ${MY_PAY_API.registrations}`]: fail(422, '결제수단은 5개까지 등록할 수 있습니다. 사용하지 않는 결제수단을 삭제해 주세요.'),
      },
    });
    renderWithPlatform(<MyPayPage />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: '계좌 등록' }));
    expect((await screen.findByRole('alert')).textContent).toContain('5개까지');
  });
});
