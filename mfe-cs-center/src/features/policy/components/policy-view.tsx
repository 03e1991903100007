import { POLICY_MESSAGES, type PolicyVersion } from '@mall/shared-contracts/cs';
import { QueryView } from '@mall/shared-ui/query-view';
import { usePolicy } from '../api/get-policy';
import './policy.css';

const day = (at: string) => at.slice(0, 10).replaceAll('-', '.');
const versionLabel = (v: PolicyVersion) => `${day(v.effective_at)} 시행${v.is_current ? ' (현재)' : v.is_upcoming ? ' (시행 예정)' : ''}`;

/**
 * A policy's text with its version and effective date; with `onVersion`, a choice of every version
 * (the /policies page), without it the version in force (the policy-detail modal).
 */
export function PolicyView({
  code,
  version,
  titleId,
  headingLevel,
  onVersion,
}: {
  code: string;
  version?: string;
  titleId: string;
  headingLevel: 1 | 2;
  onVersion?: (version: string) => void;
}) {
  const policy = usePolicy(code, version);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <QueryView query={policy} failed="약관을 불러오지 못했습니다" notFound={{ title: POLICY_MESSAGES.notFound, description: '주소를 다시 확인해 주세요.' }}>
      {(doc) => (
        <article className="policy" aria-labelledby={titleId}>
          <Heading id={titleId} className="policy__title">
            {doc.label}
          </Heading>
          <p className="policy__meta">
            시행일 {day(doc.version.effective_at)} · 버전 {doc.version.version}
            {doc.version.is_current ? ' · 현재 시행 중' : doc.version.is_upcoming ? ' · 시행 예정' : ' · 이전 버전'}
          </p>
          {onVersion && doc.versions.length > 1 ? (
            <label className="policy__versions">
              <span>다른 버전 보기</span>
              <select value={doc.version.version} onChange={(e) => onVersion(e.target.value)}>
                {doc.versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    {versionLabel(v)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="policy__contents">{doc.contents}</div>
        </article>
      )}
    </QueryView>
  );
}
