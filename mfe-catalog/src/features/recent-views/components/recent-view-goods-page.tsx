import { useEffect } from 'react';
import { RECENT_VIEW_MESSAGES } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useRecentViewGoods } from '../api/recent-view-goods';
import { RecentViewList } from './recent-view-list';

/** `/recent-view-goods`: the goods this member (or, for a visitor, this device) opened in the last two weeks. */
export function RecentViewGoodsPage() {
  const { navigate } = usePlatform();
  const recent = useRecentViewGoods();

  useEffect(() => {
    document.title = `${RECENT_VIEW_MESSAGES.title} | 케이몰`;
  }, []);

  return (
    <div className="recent-views">
      <h1 className="recent-views__title">{RECENT_VIEW_MESSAGES.title}</h1>
      <p className="recent-views__period">{RECENT_VIEW_MESSAGES.period}</p>
      <QueryView
        query={recent}
        failed={RECENT_VIEW_MESSAGES.loadFailed}
        empty={{
          title: RECENT_VIEW_MESSAGES.empty,
          description: RECENT_VIEW_MESSAGES.emptyHint,
          action: { label: '카테고리 보기', onClick: () => navigate('/goods/category') },
        }}
      >
        {(goods) => <RecentViewList goods={goods} />}
      </QueryView>
    </div>
  );
}
