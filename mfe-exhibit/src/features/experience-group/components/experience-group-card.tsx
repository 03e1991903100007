import { EXPERIENCE_GROUP_STAGE_LABELS, experienceGroupDetailPagePath, formatMoment, type ExperienceGroupSummary } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link } from '@mall/shared-ui';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';

/** One experience group in a list: goods image, stage, title, what the selected get, applicants and what comes next. */
export function ExperienceGroupCard({ group }: { group: ExperienceGroupSummary }) {
  const countdown = usePeriodCountdown(group);
  const { stage } = group;
  return (
    <Link to={experienceGroupDetailPagePath(group.id)} className={`experience-card experience-card--${stage}`}>
      <span className="experience-card__image" style={{ background: group.background_color }}>
        <LazyImage src={group.goods.thumbnail_url} alt="" width={320} height={320} />
        <span className="experience-card__stage">{EXPERIENCE_GROUP_STAGE_LABELS[stage]}</span>
      </span>
      <span className="experience-card__body">
        <span className="experience-card__brand">{group.goods.brand_name}</span>
        <strong className="experience-card__title">{group.title}</strong>
        <span className="experience-card__benefit">{group.benefit}</span>
        <span className="experience-card__meta">
          모집 {group.recruit_count}명 · 신청 {group.application_count.toLocaleString('ko-KR')}명
        </span>
        <span className="experience-card__when">
          {stage === 'upcoming' || stage === 'recruiting' ? (
            <CountdownText countdown={countdown} />
          ) : stage === 'selecting' ? (
            `${formatMoment(group.announce_at)} 선정 발표`
          ) : stage === 'announced' ? (
            `리뷰 작성 ~ ${formatMoment(group.review_end_at)}`
          ) : (
            '체험 종료'
          )}
        </span>
      </span>
    </Link>
  );
}
