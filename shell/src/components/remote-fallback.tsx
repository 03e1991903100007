import { MESSAGES, type RemoteName } from '@mall/shared-contracts';
import { StatusPanel } from '@mall/shared-ui';

const DOMAIN_LABELS: Record<RemoteName, string> = {
  catalog: '상품',
  exhibit: '기획전',
  mypage: '마이페이지',
  order: '주문',
  cs_center: '고객센터',
};

/**
 * Second layer of failure handling: one domain is unavailable, the rest of the mall keeps working.
 * No retry for a remote the shell refused (its contracts do not match): trying again cannot help.
 */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: (() => void) | null }) {
  return (
    <div data-remote-fallback={remote}>
      <StatusPanel
        tone="error"
        title={`${DOMAIN_LABELS[remote]} 화면을 불러오지 못했습니다`}
        description={MESSAGES.remoteLoadFailed}
        action={onRetry ? { label: MESSAGES.retry, onClick: onRetry } : undefined}
      />
    </div>
  );
}
