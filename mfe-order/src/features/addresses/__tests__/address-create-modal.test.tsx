import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_API, type ReceiveAddress, type RoadAddress } from '@mall/shared-contracts/order';
import { createFakePlatform, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { AddressCreateModal } from '../components/address-create-modal';

const road: RoadAddress = {
  zipcode: '06236',
  road_address: '서울특별시 강남구 테헤란로 152',
  jibun_address: '서울특별시 강남구 역삼동 737',
  building_name: '강남파이낸스센터',
};
const made: ReceiveAddress = {
  id: 9,
  title: '회사',
  name: '김데모',
  phone: '01012345678',
  zipcode: '06236',
  address1: road.road_address,
  address2: '12층',
  is_default: false,
};

describe('address-create (the address form shared with guest-address-edit)', () => {
  it('checks the receiver, finds the road address (emptying the old detail address) and saves', async () => {
    const platform = createFakePlatform({
      modalResults: { 'address-find': road },
      routes: { [`POST ${CHECKOUT_API.receiveAddresses}`]: ok({ addresses: [made] }) },
    });
    const close = vi.fn();
    renderWithPlatform(<AddressCreateModal params={{}} titleId="t" close={close} />, { platform });

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('배송지명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('받는 분').getAttribute('aria-invalid')).toBe('true');
    expect(platform.requests).toEqual([]);

    fireEvent.change(screen.getByLabelText('배송지명'), { target: { value: '회사' } });
    fireEvent.change(screen.getByLabelText('받는 분'), { target: { value: '김데모' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.change(screen.getByLabelText('상세 주소'), { target: { value: '예전 주소 3층' } });
    fireEvent.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect((screen.getByLabelText('주소') as HTMLInputElement).value).toBe(road.road_address));
    expect(platform.modalCalls.map((c) => c.name)).toEqual(['address-find']);
    expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('06236');
    expect((screen.getByLabelText('상세 주소') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('상세 주소'), { target: { value: '12층' } });

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(made));
    const { id: _id, ...sent } = made;
    expect(platform.requests.at(-1)?.data).toEqual(sent);
  });
});
