import { usePlatform, useSession } from '@mall/shared-ui';

/** `/goods/squad-check` (test builds only, see table.ts): a member-only page that opens its own modal. */
export function SquadCheckPage() {
  const platform = usePlatform();
  const session = useSession();
  return (
    <section className="squad-check">
      <h1>카탈로그 단독 배포 확인</h1>
      <p>{session.user ? `${session.user.login_id}님, 이 페이지는 카탈로그 배포만으로 추가되었습니다.` : '회원 전용 페이지입니다.'}</p>
      <button type="button" onClick={() => void platform.modals.open('squad-check-notice', { from: 'page' })}>
        안내 보기
      </button>
    </section>
  );
}
