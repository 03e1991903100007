import type { ReactNode } from 'react';
import type { MyOrderLine, Pickup, ReceiveAddress } from '@mall/shared-contracts/order';
import { StatusPanel, usePlatform } from '@mall/shared-ui';
import { LineBrief } from '../../../lib/line-brief';

/**
 * The pieces every claim form (cancel, return, exchange, exchange → return) is made of: the claimed
 * lines, the reasons and an address (pickup or delivery). The refund and its account are
 * lib/refund-details (a complaint's refund shows them too). The pages keep what differs: their sheet
 * (its states in a QueryView, lib/order-not-found), their rules and their submit.
 */

/** A saved address (address-list modal) as a pickup or delivery address; null when the shopper closed it. */
export async function pickAddress(platform: ReturnType<typeof usePlatform>): Promise<Pickup | null> {
  const a = await platform.modals.open<ReceiveAddress>('address-list');
  return a ? { name: a.name, phone: a.phone, zipcode: a.zipcode, address1: a.address1, address2: a.address2 } : null;
}

export function ClaimLines({
  id,
  title,
  lines,
  empty,
  canChange,
  onChange,
  extra,
}: {
  id: string;
  title: string;
  lines: readonly MyOrderLine[];
  empty: string;
  canChange: boolean;
  onChange: () => void;
  /** What a line says below itself (an exchange's new option). */
  extra?: (line: MyOrderLine) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lines.length === 0 ? <StatusPanel tone="empty" title={empty} /> : null}
      <ul className="my-order-card__lines">
        {lines.map((l) => (
          <LineBriefItem key={l.id} line={l}>
            {extra?.(l)}
          </LineBriefItem>
        ))}
      </ul>
      {canChange ? (
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={onChange}>
          {title} 선택
        </button>
      ) : null}
    </section>
  );
}

function LineBriefItem({ line, children }: { line: MyOrderLine; children?: ReactNode }) {
  return (
    <LineBrief as="li" line={line} status={line.status_label} testId={`claim-line-${line.id}`}>
      {children}
    </LineBrief>
  );
}

export interface ReasonChoice {
  code: string;
  label: string;
  detail_reason_required: boolean;
  payer?: 'buyer' | 'seller';
}

/** The reasons as radios (with who pays the shipping when the claim sends goods back) and the detail. */
export function ClaimReasons({
  id,
  legend,
  reasons,
  reason,
  onReason,
  detail,
  onDetail,
}: {
  id: string;
  legend: string;
  reasons: readonly ReasonChoice[];
  reason: string;
  onReason: (code: string) => void;
  detail: string;
  onDetail: (text: string) => void;
}) {
  const chosen = reasons.find((r) => r.code === reason);
  return (
    <fieldset className="my-order-reasons">
      <legend>{legend}</legend>
      {reasons.map((r) => (
        <label key={r.code}>
          <input type="radio" name="reason" value={r.code} checked={reason === r.code} onChange={() => onReason(r.code)} /> {r.label}
          {r.payer ? <span className="my-order-line__option"> ({r.payer === 'seller' ? '판매자 배송비 부담' : '고객 배송비 부담'})</span> : null}
        </label>
      ))}
      <label htmlFor={`${id}-detail`}>상세 사유{chosen?.detail_reason_required ? ' (필수)' : ' (선택)'}</label>
      <textarea id={`${id}-detail`} maxLength={500} rows={3} value={detail} onChange={(e) => onDetail(e.target.value)} />
    </fieldset>
  );
}

/** An address of the claim (where the courier picks up, where the replacement goes) and its change button. */
export function ClaimAddress({
  id,
  title,
  address,
  changeLabel,
  onChange,
  fixedNote = '택배 기사님이 배송받으신 주소로 회수하러 갑니다.',
}: {
  id: string;
  title: string;
  address: Pickup;
  changeLabel: string;
  /** Without it (a guest has no saved addresses to pick from) the address stays the order's receiver. */
  onChange?: () => void;
  /** What the page says when the address cannot change (the pickup's note by default). */
  fixedNote?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p data-testid={id}>
        {address.name} {address.phone}
        <br />({address.zipcode}) {address.address1} {address.address2}
      </p>
      {onChange ? (
        <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={onChange}>
          {changeLabel}
        </button>
      ) : (
        <p className="my-order-line__option">{fixedNote}</p>
      )}
    </section>
  );
}
