import type { ModalComponentProps } from '@mall/shared-ui';
import { useShoppingGuide } from '../api/get-info';
import { QueryView } from '@mall/shared-ui/query-view';

/** `#unipass-policy`: what the customs number (개인통관고유부호) is and how to get one, from the shopping guide. */
export function UnipassPolicyModal({ titleId }: ModalComponentProps) {
  const guide = useShoppingGuide('unipass');
  return (
    <section className="info-modal" aria-labelledby={titleId}>
      <h2 id={titleId} className="info-page__title">
        {guide.data?.title ?? '개인통관고유부호 안내'}
      </h2>
      <QueryView query={guide} failed="안내를 불러오지 못했습니다">
        {(data) =>
          data.paragraphs.map((p) => (
            <p key={p} className="info-guide__text">
              {p}
            </p>
          ))
        }
      </QueryView>
    </section>
  );
}
