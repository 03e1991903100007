import { describe, expect, it } from 'vitest';
import type { ParcelConfigObject } from 'single-spa';
import { createFakePlatform } from '@mall/shared-ui/testing';
import { takeServerRender } from '../adopt';
import { serverPartFor } from '../server-slot';

const SERVER_RENDER = JSON.stringify({ remote: 'cs_center', path: '/policies/terms', state: { mutations: [], queries: [] } });

function serverRenderedDocument(): Document {
  const doc = document.implementation.createHTMLDocument('약관');
  doc.body.innerHTML = `<div id="root"><div class="remote-root remote-root--cs_center" data-server-render><h1>이용약관</h1></div></div><script type="application/json" id="mall-server-render">${SERVER_RENDER}</script>`;
  return doc;
}

describe('what became of the server render (<html data-hydration>)', () => {
  it('a page the server did not render has nothing pending', () => {
    const doc = document.implementation.createHTMLDocument('x');
    takeServerRender(doc);
    expect(doc.documentElement.dataset.hydration).toBeUndefined();
  });

  it('pending until claimed; a shopper with a session gets the page drawn afresh', () => {
    const doc = serverRenderedDocument();
    takeServerRender(doc);
    expect(doc.documentElement.dataset.hydration).toBe('pending');
    expect(doc.getElementById('mall-server-render')).toBeNull();
    const guest = createFakePlatform({
      route: '/policies/terms',
      session: { status: 'guest', user: null, guest: { ordererName: '이게스트', orderId: '20261101-0000001' } },
    });
    expect(serverPartFor('cs_center', guest)).toBeNull();
    expect(doc.documentElement.dataset.hydration).toBe('afresh');
  });

  it('a visitor on the rendered page hydrates it; a remote that fails to load settles as failed', async () => {
    const doc = serverRenderedDocument();
    takeServerRender(doc);
    const visitor = createFakePlatform({ route: '/policies/terms', loadRemote: () => Promise.reject(new Error('down')) });
    const part = serverPartFor('cs_center', visitor);
    expect(part).not.toBeNull();
    expect(doc.documentElement.dataset.hydration).toBe('pending');
    const config = part!.props.config as ParcelConfigObject;
    await expect((config.bootstrap as (props: unknown) => Promise<unknown>)({})).rejects.toThrow('down');
    expect(doc.documentElement.dataset.hydration).toBe('failed');
  });
});
