import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS, type PromptResult } from '@mall/shared-contracts';
import { alerts, alertsStore } from '../../platform/alerts-store';
import { AlertStack } from '../alert-stack';
import { LiveAnnouncer } from '../live-announcer';

beforeEach(() => {
  alertsStore.setState({ stack: [], zIndex: LIMITS.alertZIndex });
});

const Page = () => (
  <div>
    <main>
      <button type="button">페이지 버튼</button>
    </main>
    <AlertStack />
  </div>
);

describe('AlertStack', () => {
  it('renders no dialog without alerts, and leaves the page interactive', () => {
    render(<Page />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
  });

  it('renders the active alert with the Korean defaults at z-index 1000; 확인 resolves it', async () => {
    render(<Page />);
    const before = screen.getByRole('button', { name: '페이지 버튼' });
    before.focus();
    let done!: Promise<void>;
    act(() => {
      done = alerts.alert('장바구니에 담았습니다.');
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('알림');
    expect(dialog.textContent).toContain('장바구니에 담았습니다.');
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('1000');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(done).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(before);
  });

  it('follows the z-index the modal stack sets', () => {
    render(<Page />);
    act(() => {
      alertsStore.setState({ zIndex: 21000 });
      void alerts.alert('모달 위 알림');
    });
    expect((screen.getByRole('alertdialog').parentElement as HTMLElement).style.zIndex).toBe('21000');
  });

  it.each([
    ['확인', true],
    ['취소', false],
  ] as const)('confirm: %s resolves %s', async (label, expected) => {
    render(<Page />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = alerts.confirm('삭제하시겠습니까?');
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('확인');
    fireEvent.click(screen.getByRole('button', { name: label }));
    await expect(answer).resolves.toBe(expected);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('only the last alert is active; the one under it is inert until it closes', () => {
    render(<Page />);
    act(() => {
      void alerts.alert('첫 번째 알림');
      void alerts.confirm('두 번째 확인', { title: '주문', closeButtonLabel: '예', cancelButtonLabel: '아니요' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째 확인');
    const first = screen.getByText('첫 번째 알림').closest('.alert-layer') as HTMLElement;
    expect(first.hasAttribute('inert')).toBe(true);
    expect(first.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '아니요' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째 알림');
    expect(first.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('prompt: title 입력, focuses the first field, refuses blank required fields, resolves the values', async () => {
    render(<Page />);
    let answer!: Promise<PromptResult>;
    act(() => {
      answer = alerts.prompt('치수를 입력해 주세요.', {
        fields: [
          { name: 'height', label: '키(cm)', type: 'number', required: true },
          { name: 'memo', label: '메모', defaultValue: '없음' },
        ],
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('입력');
    const height = screen.getByLabelText('키(cm)');
    expect(document.activeElement).toBe(height);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('필수 입력 항목입니다.')).toBeTruthy();
    expect(height.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(height, { target: { value: '172' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toEqual({ confirmed: true, values: { height: '172', memo: '없음' } });
  });

  it('prompt: 취소 resolves not confirmed, without values', async () => {
    render(<Page />);
    let answer!: Promise<PromptResult>;
    act(() => {
      answer = alerts.prompt('입력', { fields: [{ name: 'a', label: '값', required: true }] });
    });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toEqual({ confirmed: false });
  });

  it.each([
    ['confirm', false],
    ['alert', true],
  ] as const)('keyboard: Escape answers a %s like its cancel (or only) button: %s', async (kind, confirmed) => {
    render(<Page />);
    let answer!: Promise<unknown>;
    act(() => {
      answer = kind === 'confirm' ? alerts.confirm('삭제하시겠습니까?') : alerts.alert('담았습니다.').then(() => true);
    });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(confirmed);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keyboard: Escape leaves a prompt open, with what was typed (its 취소 button cancels)', () => {
    render(<Page />);
    act(() => {
      void alerts.prompt('치수', { fields: [{ name: 'a', label: '값' }] });
    });
    fireEvent.change(screen.getByLabelText('값'), { target: { value: '88' } });
    fireEvent.keyDown(screen.getByLabelText('값'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((screen.getByLabelText('값') as HTMLInputElement).value).toBe('88');
  });

  it('keyboard: Tab and Shift+Tab wrap inside the alert, the focus never reaches the page', () => {
    render(<Page />);
    act(() => {
      void alerts.confirm('삭제하시겠습니까?');
    });
    const cancel = screen.getByRole('button', { name: '취소' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('screen readers: the active alert is spoken through the assertive live region, and the region empties when it closes', () => {
    render(
      <>
        <Page />
        <LiveAnnouncer />
      </>,
    );
    act(() => {
      void alerts.alert('장바구니에 담았습니다.');
    });
    const assertive = screen.getByTestId('live-assertive');
    expect(assertive.textContent).toBe('알림: 장바구니에 담았습니다.');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    // the live regions stay outside the inert page
    expect(assertive.closest('[inert]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(assertive.textContent).toBe('');
  });
});
