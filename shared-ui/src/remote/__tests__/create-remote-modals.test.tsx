import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ModalName, RemoteModalProps } from '@mall/shared-contracts';
import { createFakePlatform } from '../../testing/fake-platform';
import { usePlatform } from '../platform-context';
import { createRemoteModals, type ModalComponentProps } from '../create-remote-modals';

function Greeting({ params, titleId, close }: ModalComponentProps) {
  const platform = usePlatform();
  return (
    <section>
      <h2 id={titleId}>{params.who}님 안녕하세요</h2>
      <p>{platform.config.environment}</p>
      <button type="button" onClick={() => close('ok')}>
        닫기
      </button>
    </section>
  );
}

type Lifecycles = { bootstrap: (p: object) => Promise<unknown>; mount: (p: object) => Promise<unknown>; unmount: (p: object) => Promise<unknown> };

async function mountModal(lifecycles: unknown, modal: ModalName, params: Record<string, string> = {}) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const fail = vi.fn();
  const close = vi.fn();
  const props: RemoteModalProps & { name: string; domElement: HTMLElement } = {
    name: `parcel-${Math.random()}`,
    domElement,
    platform: createFakePlatform(),
    modal,
    params,
    titleId: 'modal-1-title',
    close,
    fail,
  };
  const l = lifecycles as Lifecycles;
  await l.bootstrap(props);
  await l.mount(props);
  return { domElement, fail, close, unmount: () => l.unmount(props) };
}

describe('createRemoteModals', () => {
  it('mounts the named modal with its params, the title id and the platform', async () => {
    const lifecycles = createRemoteModals('test', { 'company-info': lazy(async () => ({ default: Greeting })) });
    const { domElement, fail, close, unmount } = await mountModal(lifecycles, 'company-info', { who: '김민지' });
    await waitFor(() => expect(domElement.querySelector('h2')?.textContent).toBe('김민지님 안녕하세요'));
    expect(domElement.querySelector('h2')?.id).toBe('modal-1-title');
    expect(domElement.querySelector('p')?.textContent).toBe('test');
    domElement.querySelector('button')!.click();
    expect(close).toHaveBeenCalledWith('ok');
    expect(fail).not.toHaveBeenCalled();
    await unmount();
  });

  it('reports a modal the remote does not own as a failure', async () => {
    const lifecycles = createRemoteModals('test', { 'company-info': lazy(async () => ({ default: Greeting })) });
    const { fail, unmount } = await mountModal(lifecycles, 'size-guide');
    await waitFor(() => expect(fail).toHaveBeenCalled());
    expect(String(fail.mock.calls[0]![0])).toContain('알 수 없는 모달 "size-guide"');
    await unmount();
  });

  it('reports a modal chunk that fails to load as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteModals('test', { 'size-guide': lazy(() => Promise.reject(new Error('ChunkLoadError'))) });
    const { fail, domElement, unmount } = await mountModal(lifecycles, 'size-guide');
    await waitFor(() => expect(fail).toHaveBeenCalled());
    expect(String(fail.mock.calls[0]![0])).toContain('ChunkLoadError');
    expect(domElement.querySelector('h2')).toBeNull();
    await unmount();
  });
});
