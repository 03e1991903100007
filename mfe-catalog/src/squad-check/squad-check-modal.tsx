import type { ModalComponentProps } from '@mall/shared-ui';

/** `#squad-check-notice` (test builds only, see table.ts): a modal only this catalog build owns. */
export function SquadCheckNoticeModal({ titleId, close }: ModalComponentProps) {
  return (
    <div className="squad-check-notice">
      <h2 id={titleId}>배포 안내</h2>
      <p>셸을 다시 배포하지 않아도 카탈로그가 선언한 모달이 열립니다.</p>
      <button type="button" onClick={() => close()}>
        확인
      </button>
    </div>
  );
}
