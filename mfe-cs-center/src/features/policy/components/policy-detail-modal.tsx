import type { ModalComponentProps } from '@mall/shared-ui';
import { PolicyView } from './policy-view';

/** `#policy-detail?type=privacy`: the version in force of a policy (the join form's "보기"). */
export function PolicyDetailModal({ params, titleId }: ModalComponentProps) {
  return (
    <div className="policy-modal">
      <PolicyView code={params.type ?? ''} titleId={titleId} headingLevel={2} />
    </div>
  );
}
