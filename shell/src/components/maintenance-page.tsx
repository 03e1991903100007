import { MESSAGES, parseKstDateTime, formatKstDateTime, type MaintenanceSettings } from '@mall/shared-contracts';

const when = (value: string | null) => {
  const date = parseKstDateTime(value);
  return date ? formatKstDateTime(date).slice(0, 16) : null;
};

export function MaintenancePage({ maintenance }: { maintenance: MaintenanceSettings }) {
  const start = when(maintenance.MM_MAINTENANCE_START_AT);
  const end = maintenance.MM_MAINTENANCE_START_WITHOUT_END ? null : when(maintenance.MM_MAINTENANCE_END_AT);
  return (
    <section className="ui-status" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="ui-status__title">
        {MESSAGES.maintenanceTitle}
      </h1>
      <p className="ui-status__desc">
        더 나은 서비스를 위해 시스템 점검을 진행하고 있습니다.
        <br />
        이용에 불편을 드려 죄송합니다.
      </p>
      {start ? (
        <p className="maintenance__window">
          점검 시간: {start} ~ {end ?? '완료 시까지'}
        </p>
      ) : null}
    </section>
  );
}
