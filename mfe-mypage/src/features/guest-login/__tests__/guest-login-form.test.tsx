import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type GuestLoginResponse } from '@mall/shared-contracts';
import { createFakePlatform, fail, ok, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { GuestLoginForm } from '../components/guest-login-form';

const success: GuestLoginResponse = { guest_token: 'g-1', expired_at: '2099-01-01 00:00:00', order_id: '20261101-0000001', orderer_name: '이게스트' };

function renderForm(reply: FakeReply = ok(success)) {
  const platform = createFakePlatform({ routes: { [`POST ${API.guestLogin}`]: reply } });
  const onSuccess = vi.fn();
  renderWithPlatform(<GuestLoginForm onSuccess={onSuccess} />, { platform });
  return { platform, onSuccess };
}

const fill = (name: string, orderId: string) => {
  fireEvent.change(screen.getByLabelText('주문자명'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('주문번호'), { target: { value: orderId } });
  fireEvent.click(screen.getByRole('button', { name: '주문조회' }));
};

describe('GuestLoginForm', () => {
  it.each([
    ['', '20261101-0000001', '주문자명을 입력해 주세요.'],
    ['  ', '20261101-0000001', '주문자명을 입력해 주세요.'],
    ['이게스트', ' ', '주문번호를 입력해 주세요.'],
  ])('name %j / order %j shows %s without calling the API', (name, orderId, message) => {
    const { platform, onSuccess } = renderForm();
    fill(name, orderId);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(platform.requests).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('posts the trimmed values, signs the guest in through the platform and calls onSuccess', async () => {
    const { platform, onSuccess } = renderForm();
    fill(' 이게스트 ', ' 20261101-0000001 ');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]![0]).toEqual(success);
    expect(platform.requests[0]).toMatchObject({ method: 'POST', url: API.guestLogin, data: { orderer_name: '이게스트', order_id: '20261101-0000001' } });
    expect(platform.guestSignIns).toEqual([success]);
    expect(platform.session.get()).toEqual({ status: 'guest', user: null, guest: { ordererName: '이게스트', orderId: '20261101-0000001' } });
  });

  it('a wrong name shows the server’s Korean message inline, no alert, no session', async () => {
    const { platform, onSuccess } = renderForm(fail(401, '주문자명 또는 주문번호가 일치하지 않습니다.'));
    fill('김아무개', '20261101-0000001');
    expect((await screen.findByRole('alert')).textContent).toBe('주문자명 또는 주문번호가 일치하지 않습니다.');
    expect(platform.guestSignIns).toEqual([]);
    expect(platform.alertCalls).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a failure without a message shows the per-status text', async () => {
    renderForm({ status: 500, data: {} });
    fill('이게스트', '20261101-0000001');
    expect((await screen.findByRole('alert')).textContent).toBe('시스템 오류가 발생했습니다.');
  });
});
