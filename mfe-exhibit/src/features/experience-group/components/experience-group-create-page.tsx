import { useState, type FormEvent } from 'react';
import { httpErrorMessage, loginPathFor } from '@mall/shared-contracts';
import {
  EXPERIENCE_GROUP_MESSAGES as M,
  EXPERIENCE_GROUP_RULES,
  experienceApplicationRefusal,
  experienceGroupDetailPagePath,
  experienceGroupStage,
  formatMoment,
  planError,
  planLength,
  type ExperienceGroupDetail,
} from '@mall/shared-contracts/exhibit';
import { Link, useLocation, usePlatform, useSearchParams, useSession } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { useApplyExperienceGroup, useExperienceGroup } from '../api/experience-groups';
import './experience-group.css';

/**
 * `/experience-group/create?id={group}`: the application — a member, while the group recruits, once:
 * an option of the goods and a short plan, checked by the server's own rules before sending.
 */
export function ExperienceGroupCreatePage() {
  const [params] = useSearchParams();
  const id = dbIdParamOf(params.get('id') ?? undefined);
  const session = useSession();
  const location = useLocation();
  const query = useExperienceGroup(id);
  useDocumentTitle('체험단 신청 | 케이몰');
  return (
    <QueryView
      query={query}
      failed={M.loadFailed}
      invalid={id === null}
      notFound={{ title: M.idRequired, description: '체험단 목록에서 신청할 체험단을 골라 주세요.' }}
    >
      {(group) =>
        session.status === 'member' ? (
          <ApplyForm group={group} />
        ) : (
          <div className="experience-apply">
            <h1 className="experience-apply__title">체험단 신청</h1>
            <p className="experience-apply__notice">{M.loginRequired}</p>
            <Link className="ui-button ui-button--block" to={loginPathFor(`${location.pathname}${location.search}`)}>
              로그인하고 신청하기
            </Link>
          </div>
        )
      }
    </QueryView>
  );
}

function ApplyForm({ group }: { group: ExperienceGroupDetail }) {
  const platform = usePlatform();
  const apply = useApplyExperienceGroup(group.id);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [plan, setPlan] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const stage = experienceGroupStage(group, Date.now());
  // An application that can no longer be made (not open, closed, already applied) says so instead of the form.
  const blocked = experienceApplicationRefusal({
    loggedIn: true,
    stage,
    alreadyApplied: group.my_application !== null,
    optionId: group.options[0]?.id ?? null,
    optionIds: group.options.map((o) => o.id),
    plan: 'x'.repeat(EXPERIENCE_GROUP_RULES.planMin),
  });
  const planProblem = planError(plan);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = experienceApplicationRefusal({
      loggedIn: true,
      stage: experienceGroupStage(group, Date.now()),
      alreadyApplied: group.my_application !== null,
      optionId,
      optionIds: group.options.map((o) => o.id),
      plan,
    });
    if (reason) return setMessage(M[reason]);
    setMessage(null);
    apply.mutate(
      { goods_option_id: optionId, plan },
      {
        onSuccess: async (created) => {
          await platform.alerts.alert(`${M.applied}\n신청 옵션: ${created.option_name}`);
          platform.navigate(experienceGroupDetailPagePath(group.id), { replace: true });
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  const heading = (
    <>
      <h1 className="experience-apply__title">체험단 신청</h1>
      <p className="experience-apply__group">
        <strong>{group.title}</strong>
        <span>
          모집 {group.recruit_count}명 · 마감 {formatMoment(group.end_at)} · 발표 {formatMoment(group.announce_at)}
        </span>
      </p>
    </>
  );

  if (blocked) {
    return (
      <div className="experience-apply">
        {heading}
        <p className="experience-apply__notice" role="alert">
          {M[blocked]}
        </p>
        <Link className="ui-button ui-button--outline ui-button--block" to={experienceGroupDetailPagePath(group.id)}>
          체험단 상세로 돌아가기
        </Link>
      </div>
    );
  }

  const length = planLength(plan);
  return (
    <form className="experience-apply" onSubmit={submit} noValidate aria-label="체험단 신청">
      {heading}
      <fieldset className="experience-apply__options">
        <legend>옵션 선택</legend>
        {group.options.map((option) => (
          <label key={option.id} className="experience-apply__option">
            <input type="radio" name="option" value={option.id} checked={optionId === option.id} onChange={() => setOptionId(option.id)} />
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
      <label className="experience-apply__plan">
        <span>체험 계획</span>
        <textarea
          name="plan"
          rows={5}
          value={plan}
          maxLength={EXPERIENCE_GROUP_RULES.planMax + 50}
          placeholder="상품을 어떻게 써 보고 어떤 리뷰를 남길지 알려 주세요."
          aria-describedby="experience-plan-count"
          aria-invalid={plan !== '' && planProblem !== null}
          onChange={(e) => setPlan(e.target.value)}
        />
      </label>
      <p id="experience-plan-count" className={`experience-apply__count${plan !== '' && planProblem ? ' experience-apply__count--bad' : ''}`}>
        {length}/{EXPERIENCE_GROUP_RULES.planMax}자 (최소 {EXPERIENCE_GROUP_RULES.planMin}자)
      </p>
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={apply.isPending}>
        {apply.isPending ? '신청하는 중…' : '신청하기'}
      </button>
      <Link className="ui-button ui-button--outline ui-button--block" to={experienceGroupDetailPagePath(group.id)}>
        취소
      </Link>
    </form>
  );
}
