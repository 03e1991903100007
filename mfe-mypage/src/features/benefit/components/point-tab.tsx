import { formatDisplayDate, formatPoint, LIMITS } from '@mall/shared-contracts';
import { POINT_KIND_LABELS, type PointEntry } from '@mall/shared-contracts/member';
import { StatusPanel, useShopSettings } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { MoreButton } from '../../../lib/more-button';
import { usePointHistory } from '../api/benefit';

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatPoint(amount)}`;

function PointRow({ entry }: { entry: PointEntry }) {
  return (
    <li className="point-row">
      <div>
        <p className="point-row__reason">{entry.reason}</p>
        <p className="point-row__meta">
          <time dateTime={entry.created_at}>{formatDisplayDate(entry.created_at)}</time> · {POINT_KIND_LABELS[entry.kind]}
          {entry.expires_at ? ` · ${formatDisplayDate(entry.expires_at)}까지` : ''}
        </p>
      </div>
      <strong className={entry.amount > 0 ? 'point-row__amount point-row__amount--plus' : 'point-row__amount'}>{signed(entry.amount)}</strong>
    </li>
  );
}

/** The point tab: the balance, what expires within 30 days, and the ledger newest first. */
export function PointTab() {
  const settings = useShopSettings();
  const history = usePointHistory();
  const months = settings?.point_rules.usable_months ?? LIMITS.defaultPointUsableMonths;
  return (
    <QueryView query={history} failed="적립금 내역을 불러오지 못했습니다">
      {(data) => {
        const first = data.pages[0]!;
        const items = data.pages.flatMap((p) => p.data);
        return (
          <>
            <dl className="stat-grid point-summary">
              <div>
                <dt>사용 가능 적립금</dt>
                <dd>{formatPoint(first.balance)}</dd>
              </div>
              <div>
                <dt>30일 이내 소멸 예정</dt>
                <dd>{formatPoint(first.expiring_amount)}</dd>
              </div>
            </dl>
            <p className="benefit-note">적립금은 적립일로부터 {months}개월 동안 사용할 수 있으며, 기간이 지나면 자동으로 소멸됩니다.</p>
            {items.length === 0 ? (
              <StatusPanel tone="empty" title="적립금 내역이 없습니다" />
            ) : (
              <ul className="point-list" aria-label="적립금 내역">
                {items.map((entry) => (
                  <PointRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            <MoreButton query={history} />
          </>
        );
      }}
    </QueryView>
  );
}
