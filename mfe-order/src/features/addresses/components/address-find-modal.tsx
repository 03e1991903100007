import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { CHECKOUT_MESSAGES, type RoadAddress } from '@mall/shared-contracts/order';
import { Loading, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { Field } from '../../../lib/form';
import { useAddressSearch } from '../api/search-addresses';
import './addresses.css';

/** `address-find`: 주소 검색 by road name, building or lot; choosing one closes the modal with it. */
export function AddressFindModal({ titleId, close }: ModalComponentProps) {
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const search = useAddressSearch(keyword, page);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = input.trim();
    if (typed.length < 2) return setMessage(CHECKOUT_MESSAGES.keywordRequired);
    setMessage(null);
    setKeyword(typed);
    setPage(1);
  };

  const result = search.data;
  return (
    <div className="address-modal">
      <h2 id={titleId}>주소 검색</h2>
      <form onSubmit={submit} noValidate role="search">
        <Field
          id="address-keyword"
          label="도로명, 건물명 또는 지번"
          value={input}
          maxLength={100}
          placeholder="예: 테헤란로 152, 역삼동 737"
          onChange={(e) => setInput(e.target.value)}
        >
          <button type="submit" className="ui-button">
            검색
          </button>
        </Field>
      </form>
      <FormError message={message ?? (search.error ? httpErrorMessage(search.error) : null)} />
      {/* eslint-disable-next-line no-restricted-syntax -- a search the shopper submitted: its failure is the form's error, not a retry panel */}
      {keyword && search.isPending ? <Loading /> : null}
      {result ? (
        result.total === 0 ? (
          <p className="address-modal__empty">검색 결과가 없습니다. 도로명과 건물번호를 함께 입력해 보세요.</p>
        ) : (
          <>
            <p className="address-modal__count">검색 결과 {result.total}건</p>
            <ul className="address-results">
              {result.data.map((a: RoadAddress) => (
                <li key={`${a.zipcode}-${a.road_address}`}>
                  <button type="button" className="address-result" onClick={() => close(a)}>
                    <span className="address-result__zip">{a.zipcode}</span>
                    <span className="address-result__road">
                      {a.road_address}
                      {a.building_name ? ` (${a.building_name})` : ''}
                    </span>
                    <span className="address-result__jibun">지번 {a.jibun_address}</span>
                  </button>
                </li>
              ))}
            </ul>
            {result.last_page > 1 ? (
              <div className="address-modal__pages">
                <button type="button" className="ui-button ui-button--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  이전
                </button>
                <span>
                  {page} / {result.last_page}
                </span>
                <button type="button" className="ui-button ui-button--outline" disabled={page >= result.last_page} onClick={() => setPage(page + 1)}>
                  다음
                </button>
              </div>
            ) : null}
          </>
        )
      ) : null}
    </div>
  );
}
