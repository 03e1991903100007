// Also published alone as `@mall/shared-contracts/exhibit/kinds`: the main page's event menu reads it
// without carrying the exhibit zod schemas (ADR 0008). Keep this module free of zod.

/**
 * The kinds of event the main page's event menu (`event_menu` lego section, 이벤트 모아보기) can list,
 * each with its page. Every one of them sits behind a paid feature switch (FEATURE_ROUTES owns the
 * path), so a switched-off kind is left out of the menu by the same gate as every other link.
 */
export const EXHIBIT_MENU_KINDS = ['raffle', 'special_event', 'joint_purchase', 'experience_group', 'showcase', 'cody_shot'] as const;

export type ExhibitMenuKind = (typeof EXHIBIT_MENU_KINDS)[number];

export interface ExhibitMenuEntry {
  label: string;
  /** The kind's list page. */
  path: string;
  /** What its count means on the menu (`응모 중 2`); a kind with nothing open reads `준비 중`. */
  countLabel: (count: number) => string;
}

const open = (word: string) => (count: number) => (count > 0 ? `${word} ${count.toString()}` : '준비 중');

export const EXHIBIT_MENU: Readonly<Record<ExhibitMenuKind, ExhibitMenuEntry>> = {
  raffle: { label: '래플', path: '/raffle', countLabel: open('응모 중') },
  special_event: { label: '이벤트', path: '/special-event', countLabel: open('진행 중') },
  joint_purchase: { label: '공동구매', path: '/joint-purchase', countLabel: open('모집 중') },
  experience_group: { label: '체험단', path: '/experience-group', countLabel: open('모집 중') },
  showcase: { label: '쇼케이스', path: '/showcase', countLabel: open('진행 중') },
  cody_shot: { label: '코디샷', path: '/cody-shot', countLabel: (count) => (count > 0 ? `코디 ${count.toString()}개` : '준비 중') },
};
