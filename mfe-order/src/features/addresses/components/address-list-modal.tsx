import type { ReceiveAddress } from '@mall/shared-contracts/order';
import { usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useReceiveAddresses } from '../../../lib/api/receive-addresses';
import './addresses.css';

/** `address-list`: the member's saved addresses; choosing one (or a new one added on top) closes with it. */
export function AddressListModal({ titleId, close }: ModalComponentProps) {
  const platform = usePlatform();
  const addresses = useReceiveAddresses();
  const add = async () => {
    const created = await platform.modals.open<ReceiveAddress>('address-create');
    if (created) close(created);
  };
  return (
    <div className="address-modal">
      <h2 id={titleId}>배송지 목록</h2>
      <QueryView
        query={addresses}
        failed="배송지를 불러오지 못했습니다"
        empty={{ title: '저장된 배송지가 없습니다', description: '새 배송지를 추가해 주세요.' }}
      >
        {(saved) => (
          <ul className="address-list">
            {saved.map((a) => (
              <li key={a.id} className="address-item">
                <div>
                  <p className="address-item__title">
                    {a.title} {a.is_default ? <span className="address-item__badge">기본 배송지</span> : null}
                  </p>
                  <p>
                    {a.name} · {a.phone}
                  </p>
                  <p>
                    ({a.zipcode}) {a.address1} {a.address2}
                  </p>
                </div>
                <button type="button" className="ui-button ui-button--outline" onClick={() => close(a)} aria-label={`${a.title} 배송지 선택`}>
                  선택
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <button type="button" className="ui-button ui-button--block" onClick={() => void add()}>
        새 배송지 추가
      </button>
    </div>
  );
}
