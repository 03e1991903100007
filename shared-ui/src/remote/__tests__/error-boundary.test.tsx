import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary, setBoundaryRecovery } from '../error-boundary';

describe('ErrorBoundary', () => {
  it('contains a throwing child, reports it, and "다시 시도" renders the child again', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    const Child = () => {
      if (shouldThrow) throw new Error('boom');
      return <p>정상 화면</p>;
    };
    const onError = vi.fn();
    render(
      <div>
        <p>바깥 영역</p>
        <ErrorBoundary onError={onError}>
          <Child />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('바깥 영역')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('잠시 후 다시 시도해 주세요');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByText('정상 화면')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    spy.mockRestore();
  });

  it('a changed resetKey clears the error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    const Child = () => {
      if (shouldThrow) throw new Error('boom');
      return <p>정상 화면</p>;
    };
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByText('정상 화면')).toBeTruthy();
    spy.mockRestore();
  });

  it('"다시 시도" calls onReset so the owner can re-render with fresh children', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReset = vi.fn();
    const Boom = () => {
      throw new Error('boom');
    };
    render(
      <ErrorBoundary onReset={onReset}>
        <Boom />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('renders a given fallback instead of the retry panel until the resetKey changes', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    const Child = () => {
      if (shouldThrow) throw new Error('boom');
      return <p>정상 화면</p>;
    };
    const { rerender } = render(
      <ErrorBoundary resetKey="a" fallback={<p>오류 화면</p>}>
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByText('오류 화면')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="b" fallback={<p>오류 화면</p>}>
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByText('정상 화면')).toBeTruthy();
    spy.mockRestore();
  });

  it('hands what it caught to the shell’s recovery (a stale chunk reloads the page once), once per error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recover = vi.fn((error: unknown) => (error as Error).name === 'ChunkLoadError');
    setBoundaryRecovery(recover);
    try {
      const Stale = () => {
        throw Object.assign(new Error('Loading chunk 470 failed.'), { name: 'ChunkLoadError' });
      };
      const { unmount } = render(
        <ErrorBoundary>
          <Stale />
        </ErrorBoundary>,
      );
      expect(recover).toHaveBeenCalledTimes(1);
      expect(recover).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
      unmount();

      // Anything else is offered to it as well, and it declines: the panel keeps its retry.
      const Broken = () => {
        throw new Error('boom');
      };
      render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
      expect(recover).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    } finally {
      setBoundaryRecovery(null);
      spy.mockRestore();
    }
  });
});
