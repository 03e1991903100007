import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { alerts, alertsStore } from '../../platform/alerts-store';
import { AlertStack } from '../alert-stack';

beforeEach(() => {
  alertsStore.setState({ stack: [] });
});

describe('AlertStack', () => {
  it('renders nothing without alerts', () => {
    const { container } = render(<AlertStack />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the active alert with the Korean defaults; 확인 resolves it', async () => {
    render(<AlertStack />);
    let done!: Promise<void>;
    act(() => {
      done = alerts.alert('장바구니에 담았습니다.');
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('알림');
    expect(dialog.textContent).toContain('장바구니에 담았습니다.');
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(done).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['확인', true],
    ['취소', false],
  ] as const)('confirm: %s resolves %s', async (label, expected) => {
    render(<AlertStack />);
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

  it('shows only the last alert; closing it reveals the previous one', async () => {
    render(<AlertStack />);
    act(() => {
      void alerts.alert('첫 번째 알림');
      void alerts.confirm('두 번째 확인', { title: '주문', closeButtonLabel: '예', cancelButtonLabel: '아니요' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째 확인');
    expect(screen.queryByText('첫 번째 알림')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '아니요' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째 알림');
  });
});
