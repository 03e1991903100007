import { EXHIBIT_EVENTS_MESSAGES, codyShotDetailPagePath, formatMoment, type CodyShotSummary } from '@mall/shared-contracts/exhibit';
import { Link } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useCodyShots } from '../api/get-cody-shots';
import { LookCollage } from './look-collage';
import './cody-shot.css';

/** `/cody-shot`: styled looks, newest first; each opens the goods it wears. */
export function CodyShotListPage() {
  const shots = useCodyShots();
  useDocumentTitle('코디샷 | 케이몰');
  return (
    <div className="cody-shots">
      <h1 className="cody-shots__title">코디샷</h1>
      <p className="cody-shots__sub">스타일리스트가 제안하는 오늘의 코디, 착용 상품을 바로 만나보세요.</p>
      <QueryView
        query={shots}
        failed={EXHIBIT_EVENTS_MESSAGES.codyShotLoadFailed}
        empty={EXHIBIT_EVENTS_MESSAGES.codyShotEmpty}
        isEmpty={(data) => data.cody_shots.length === 0}
      >
        {(data) => (
          <ul className="cody-shots__items" aria-label="코디샷 목록">
            {data.cody_shots.map((shot, i) => (
              <li key={shot.id}>
                <CodyShotCard shot={shot} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function CodyShotCard({ shot, eager }: { shot: CodyShotSummary; eager: boolean }) {
  return (
    <Link to={codyShotDetailPagePath(shot.id)} className="cody-card">
      <LookCollage images={shot.preview_images} background={shot.background_color} eager={eager} />
      <span className="cody-card__style">#{shot.style}</span>
      <h2 className="cody-card__title">{shot.title}</h2>
      <span className="cody-card__meta">
        {shot.model_name} · {shot.model_height}cm · 착용 상품 {shot.goods_count}개
      </span>
      <span className="cody-card__date">{formatMoment(shot.published_at).slice(0, 10)}</span>
    </Link>
  );
}
