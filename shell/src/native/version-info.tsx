import { useQuery } from '@tanstack/react-query';
import { appUpdateStatus } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { versionQuery } from './use-app-settings';

const STATUS_TEXT = { latest: '최신 버전입니다', 'update-available': '새 버전이 있습니다', 'update-required': '업데이트가 필요합니다' } as const;

/** 현재 버전 (from the app) against the latest release of its OS (from mall-api). */
export function VersionInfo() {
  const platform = usePlatform();
  const version = useQuery(versionQuery(platform));
  if (version.isPending) return <p className="setting-version__status">버전 정보를 불러오는 중입니다…</p>;
  if (version.isError) return <p className="setting-version__status">버전 정보를 불러오지 못했습니다.</p>;
  const { current, info } = version.data;
  const status = appUpdateStatus(current, info);
  return (
    <div className="setting-version">
      <dl className="setting-version__list">
        <div>
          <dt>현재 버전</dt>
          <dd data-testid="app-version-current">{current}</dd>
        </div>
        <div>
          <dt>최신 버전</dt>
          <dd data-testid="app-version-latest">{info.latest_version}</dd>
        </div>
      </dl>
      <p className="setting-version__status" role="status">
        {STATUS_TEXT[status]}
        {status === 'latest' ? null : (
          <a className="ui-button ui-button--outline setting-version__update" href={info.store_url} target="_blank" rel="noreferrer">
            업데이트
          </a>
        )}
      </p>
    </div>
  );
}
