import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { announce, announcerStore, clearAnnouncement } from '../../platform/announcer';
import { loadingStore, startLoading } from '../../platform/loading';
import { LiveAnnouncer } from '../live-announcer';
import { LoadingBar } from '../loading-bar';
import { tabbables, trapTab } from '../inert-siblings';

beforeEach(() => {
  announcerStore.setState({ polite: '', assertive: '', progress: '' });
  loadingStore.setState({ count: 0 });
});

describe('LiveAnnouncer', () => {
  it('renders its polite status region, an assertive region and a progress region from the first paint, empty', () => {
    render(<LiveAnnouncer />);
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toBe('');
    expect(screen.getByTestId('live-assertive').getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByTestId('live-progress').getAttribute('aria-live')).toBe('polite');
  });

  it('says what is announced; the same words again are a change too; clearing leaves a newer message alone', () => {
    render(<LiveAnnouncer />);
    const polite = screen.getByTestId('live-polite');
    act(() => announce('장바구니 상품 2개'));
    expect(polite.textContent).toBe('장바구니 상품 2개');
    act(() => announce('장바구니 상품 2개'));
    expect(polite.textContent).not.toBe('장바구니 상품 2개');
    expect(polite.textContent!.trim()).toBe('장바구니 상품 2개');
    act(() => clearAnnouncement('다른 말'));
    expect(polite.textContent!.trim()).toBe('장바구니 상품 2개');
    act(() => clearAnnouncement('장바구니 상품 2개'));
    expect(polite.textContent).toBe('');
  });
});

describe('LoadingBar', () => {
  it('says 불러오는 중 politely while something loads, and stops saying it when all is done', () => {
    render(
      <>
        <LoadingBar />
        <LiveAnnouncer />
      </>,
    );
    const progress = screen.getByTestId('live-progress');
    const polite = screen.getByTestId('live-polite');
    act(() => announce('장바구니 상품 1개'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    let done!: () => void;
    act(() => {
      done = startLoading();
    });
    expect(screen.getByRole('progressbar', { name: MESSAGES.loading })).toBeTruthy();
    expect(progress.textContent).toBe(MESSAGES.loading);
    act(() => done());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(progress.textContent).toBe('');
    // the loading words never overwrite other news
    expect(polite.textContent).toBe('장바구니 상품 1개');
  });
});

describe('trapTab', () => {
  function dialog() {
    render(
      <div>
        <button type="button">페이지</button>
        <div role="dialog" tabIndex={-1} data-testid="dialog">
          <button type="button">첫째</button>
          <button type="button" hidden>
            숨김
          </button>
          <a href="/x">둘째</a>
          <button type="button" disabled>
            꺼짐
          </button>
        </div>
      </div>,
    );
    return screen.getByTestId('dialog');
  }
  const tab = (container: HTMLElement, shiftKey = false) => {
    const event = {
      key: 'Tab',
      shiftKey,
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
    };
    trapTab(event, container);
    return event.prevented;
  };

  it('knows the stops: hidden and disabled ones are skipped', () => {
    expect(tabbables(dialog()).map((el) => el.textContent)).toEqual(['첫째', '둘째']);
  });

  it('wraps from the last stop to the first and back; in between the browser moves as usual', () => {
    const container = dialog();
    screen.getByText('둘째').focus();
    expect(tab(container)).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('첫째'));
    expect(tab(container, true)).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('둘째'));
    screen.getByText('첫째').focus();
    expect(tab(container)).toBe(false);
  });

  it('from the dialog itself Shift+Tab goes to the last stop; focus outside comes back in', () => {
    const container = dialog();
    container.focus();
    tab(container, true);
    expect(document.activeElement).toBe(screen.getByText('둘째'));
    screen.getByRole('button', { name: '페이지' }).focus();
    tab(container);
    expect(document.activeElement).toBe(screen.getByText('첫째'));
  });
});
