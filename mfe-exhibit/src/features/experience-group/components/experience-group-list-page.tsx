import {
  EXPERIENCE_GROUP_MESSAGES,
  EXPERIENCE_GROUP_TAB_LABELS,
  EXPERIENCE_GROUP_TABS,
  isExperienceGroupTab,
  type ExperienceGroupTab,
} from '@mall/shared-contracts/exhibit';
import { useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { LinkTabs } from '../../../lib/link-tabs';
import { useExperienceGroups } from '../api/experience-groups';
import { ExperienceGroupCard } from './experience-group-card';
import './experience-group.css';

const tabPath = (tab: ExperienceGroupTab) => (tab === 'recruiting' ? '/experience-group' : `/experience-group?tab=${tab}`);
const EMPTY: Readonly<Record<ExperienceGroupTab, string>> = {
  recruiting: EXPERIENCE_GROUP_MESSAGES.emptyRecruiting,
  announced: EXPERIENCE_GROUP_MESSAGES.emptyAnnounced,
  ended: EXPERIENCE_GROUP_MESSAGES.emptyEnded,
};

/** `/experience-group?tab=`: 모집 중 (recruiting, then opening soon), 당첨 발표 (announced, then waiting), 종료. */
export function ExperienceGroupListPage() {
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: ExperienceGroupTab = isExperienceGroupTab(raw) ? raw : 'recruiting';
  const query = useExperienceGroups(tab);
  useDocumentTitle(tab === 'recruiting' ? '체험단 | 케이몰' : `체험단 ${EXPERIENCE_GROUP_TAB_LABELS[tab]} | 케이몰`);
  const label = `${EXPERIENCE_GROUP_TAB_LABELS[tab]} 체험단`;
  return (
    <div className="experience-list">
      <header className="experience-list__head">
        <h1 className="experience-list__title">체험단</h1>
        <p className="experience-list__lead">새 상품을 먼저 써 보고 솔직한 리뷰를 남겨 주세요. 선정되면 상품을 무료로 보내 드려요.</p>
      </header>
      <LinkTabs
        label="체험단 목록"
        items={EXPERIENCE_GROUP_TABS.map((t) => ({ to: tabPath(t), label: EXPERIENCE_GROUP_TAB_LABELS[t] }))}
        current={tabPath(tab)}
      />
      <QueryView query={query} failed={EXPERIENCE_GROUP_MESSAGES.loadFailed} empty={EMPTY[tab]}>
        {(data) => (
          <ul className="experience-list__items" aria-label={label}>
            {data.map((group) => (
              <li key={group.id}>
                <ExperienceGroupCard group={group} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
