import { MESSAGES, loginPathFor } from '@mall/shared-contracts';
import {
  EXPERIENCE_GROUP_MESSAGES as M,
  EXPERIENCE_GROUP_STAGE_LABELS,
  EXPERIENCE_RESULT_LABELS,
  experienceGroupCreatePagePath,
  formatMoment,
  formatPeriod,
  type ExperienceGroupDetail,
} from '@mall/shared-contracts/exhibit';
import { LazyImage, useLocation, usePlatform, useSession } from '@mall/shared-ui';
import { ScoreStars } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { PeriodHero } from '../../../lib/period-hero';
import { useExperienceGroup } from '../api/experience-groups';
import '../../../lib/exhibit-detail.css';
import './experience-group.css';

/** `/experience-group/detail/{id}`: the goods (catalog's card), recruiting facts, the member's application, who was selected and their reviews. */
export function ExperienceGroupDetailPage() {
  const id = useIdParam();
  const query = useExperienceGroup(id);
  const { data } = query;
  useDocumentTitle(data ? `${data.title} | 케이몰 체험단` : null);
  return (
    <QueryView
      query={query}
      failed={M.loadFailed}
      invalid={id === null}
      notFound={{ title: M.notFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => <ExperienceGroupView group={data} />}
    </QueryView>
  );
}

function ExperienceGroupView({ group }: { group: ExperienceGroupDetail }) {
  const countdown = usePeriodCountdown(group);
  const goodsCard = useGoodsCardModule();
  return (
    <article className={`experience-detail experience-detail--${group.stage}`}>
      <PeriodHero
        period={group}
        countdown={countdown}
        title={group.title}
        background={group.background_color}
        badge={EXPERIENCE_GROUP_STAGE_LABELS[group.stage]}
        eyebrow={group.benefit}
      />
      <dl className="experience-detail__facts">
        <div>
          <dt>모집 기간</dt>
          <dd>{formatPeriod(group)}</dd>
        </div>
        <div>
          <dt>모집 인원</dt>
          <dd>{group.recruit_count.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>신청 인원</dt>
          <dd>{group.application_count.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt>선정 발표</dt>
          <dd>{formatMoment(group.announce_at)}</dd>
        </div>
        <div>
          <dt>리뷰 작성 기간</dt>
          <dd>
            {formatMoment(group.announce_at)} ~ {formatMoment(group.review_end_at)}
          </dd>
        </div>
      </dl>
      <p className="exhibit-detail__description">{group.description}</p>
      <section className="page-section experience-detail__mission" aria-labelledby="experience-mission">
        <h2 id="experience-mission" className="page-section__title">
          체험 미션
        </h2>
        <ul>
          {group.mission.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
      <MyApplication group={group} />
      <ApplyAction group={group} />
      <SelectedMembers group={group} />
      <Reviews group={group} />
      <section className="page-section" aria-labelledby="experience-goods">
        <div className="page-section__head">
          <h2 id="experience-goods" className="page-section__title">
            체험 상품
          </h2>
        </div>
        <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
          {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={[group.goods]} label="체험 상품" />}
        </QueryView>
      </section>
    </article>
  );
}

function MyApplication({ group }: { group: ExperienceGroupDetail }) {
  const platform = usePlatform();
  const mine = group.my_application;
  if (!mine) return null;
  const canReview = mine.result === 'selected' && group.stage === 'announced' && !mine.review_written;
  return (
    <section className={`experience-mine experience-mine--${mine.result}`} aria-label="나의 신청">
      <strong>{mine.result === 'pending' ? '신청 완료' : EXPERIENCE_RESULT_LABELS[mine.result]}</strong>
      <span>
        {mine.option_name} · {formatMoment(mine.applied_at)} 신청
      </span>
      <p className="experience-mine__plan">{mine.plan}</p>
      {mine.result === 'selected' ? (
        <span>
          {mine.review_written ? '체험 리뷰를 작성하셨습니다. 감사합니다!' : '축하합니다! 체험단에 선정되셨어요. 상품을 받아 보시고 리뷰를 남겨 주세요.'}
        </span>
      ) : null}
      {mine.result === 'not_selected' ? <span>아쉽게도 이번 체험단에 선정되지 않았습니다. 다음 체험단에 다시 신청해 주세요.</span> : null}
      {canReview ? (
        <button
          type="button"
          className="ui-button ui-button--block"
          onClick={() => void platform.modals.open('experience-group-review-create', { experience_group_id: String(group.id) })}
        >
          체험 리뷰 쓰기
        </button>
      ) : null}
    </section>
  );
}

/** What the shopper can do now: apply (recruiting, not yet applied), or why not. */
function ApplyAction({ group }: { group: ExperienceGroupDetail }) {
  const platform = usePlatform();
  const session = useSession();
  const location = useLocation();
  const apply = async () => {
    if (session.status !== 'member') {
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    platform.navigate(experienceGroupCreatePagePath(group.id));
  };
  let label: string | null = null;
  if (group.stage === 'upcoming') label = `${formatMoment(group.start_at)} 모집 시작`;
  else if (group.stage !== 'recruiting') label = '모집 마감';
  else if (group.my_application) label = '신청 완료';
  return (
    <div className="experience-detail__actions">
      {label ? (
        <button type="button" className="ui-button ui-button--block" disabled>
          {label}
        </button>
      ) : (
        <button type="button" className="ui-button ui-button--block" onClick={() => void apply()}>
          체험단 신청하기
        </button>
      )}
    </div>
  );
}

function SelectedMembers({ group }: { group: ExperienceGroupDetail }) {
  if (group.stage === 'upcoming' || group.stage === 'recruiting') return null;
  return (
    <section className="page-section experience-selected" aria-labelledby="experience-selected">
      <h2 id="experience-selected" className="page-section__title">
        선정된 회원
      </h2>
      {group.stage === 'selecting' ? (
        <p className="experience-selected__note">{formatMoment(group.announce_at)}에 선정 결과를 발표합니다.</p>
      ) : group.selected.length ? (
        <>
          <p className="experience-selected__note">
            신청 {group.application_count}명 중 {group.selected.length}명 선정
          </p>
          <ol className="experience-selected__list" aria-label="선정된 회원">
            {group.selected.map((s) => (
              <li key={s.rank}>
                {s.name} ({s.login_id})
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="experience-selected__note">{M.noSelection}</p>
      )}
    </section>
  );
}

function Reviews({ group }: { group: ExperienceGroupDetail }) {
  if (group.stage !== 'announced' && group.stage !== 'ended') return null;
  return (
    <section className="page-section experience-reviews" aria-labelledby="experience-reviews">
      <h2 id="experience-reviews" className="page-section__title">
        체험 리뷰 <span className="exhibit-detail__count">{group.reviews.length}개</span>
      </h2>
      {group.reviews.length ? (
        <ul className="experience-reviews__list" aria-label="체험 리뷰">
          {group.reviews.map((r) => (
            <li key={r.id} className="experience-review">
              <p className="experience-review__head">
                <ScoreStars score={r.score} />
                <span>
                  {r.name} · {formatMoment(r.created_at)}
                </span>
              </p>
              <p className="experience-review__text">{r.contents}</p>
              {r.photos.length ? (
                <ul className="experience-review__photos" aria-label="리뷰 사진">
                  {r.photos.map((p, i) => (
                    <li key={p.id}>
                      <LazyImage src={p.url} alt={`${r.name}님의 체험 사진 ${i + 1}`} width={96} height={96} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="experience-selected__note">{M.noReviews}</p>
      )}
    </section>
  );
}
