import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from '../../router';
import { useSession } from '../../remote/platform-context';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform } from '../fake-platform';

describe('fake platform (test helper)', () => {
  it('answers http from the route table, records requests and rejects unknown routes with 404', async () => {
    const platform = createFakePlatform({ routes: { 'POST /x': ok({ n: 1 }), 'GET /e': fail(422, '다시 확인') } });
    await expect(platform.http.post('/x', { a: 1 })).resolves.toMatchObject({ data: { n: 1 } });
    expect(platform.requests[0]).toMatchObject({ method: 'POST', url: '/x', data: { a: 1 } });
    await expect(platform.http.get('/e')).rejects.toMatchObject({ response: { status: 422, data: { message: '다시 확인' } } });
    await expect(platform.http.get('/nope')).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('refuses invalid bus payloads and delivers valid ones', () => {
    const platform = createFakePlatform();
    const got: number[] = [];
    platform.bus.on('cart.countChanged', ({ count }) => got.push(count));
    platform.bus.emit('cart.countChanged', { count: -1 });
    platform.bus.emit('cart.countChanged', { count: 2 });
    expect(got).toEqual([2]);
    expect(platform.rejectedEvents).toHaveLength(1);
  });

  it('renders with the route and a settable session', () => {
    const Probe = () => {
      const s = useSession();
      const { pathname } = useLocation();
      return (
        <p>
          {s.status} {pathname}
        </p>
      );
    };
    const platform = createFakePlatform({ session: memberSession() });
    renderWithPlatform(<Probe />, { platform, route: '/cart' });
    expect(screen.getByText('member /cart')).toBeTruthy();
  });
});
