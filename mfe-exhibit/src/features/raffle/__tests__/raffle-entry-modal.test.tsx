import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { RAFFLE_MESSAGES, rafflePath } from '@mall/shared-contracts/exhibit';
import { createFakePlatform, fail, renderWithPlatform } from '@mall/shared-ui/testing';
import { RaffleEntryModal } from '../components/raffle-entry-modal';

const open = (params: Record<string, string>, platform = createFakePlatform()) =>
  renderWithPlatform(<RaffleEntryModal params={params} titleId="raffle-entry-title" close={() => undefined} />, { platform });

describe('the raffle-entry modal keeps its title in every state', () => {
  it('a raffle_id that is not an id: the title and the not-found message, without asking mall-api', () => {
    const { platform } = open({ raffle_id: 'abc' });
    expect(screen.getByRole('heading', { name: '래플 응모' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(RAFFLE_MESSAGES.notFound);
    expect(platform.requests).toHaveLength(0);
  });

  it('a failed load: the title and the failure panel, whose 다시 시도 asks again', async () => {
    let calls = 0;
    const platform = createFakePlatform({ routes: { [`GET ${rafflePath(3)}`]: () => (calls++, fail(500)) } });
    open({ raffle_id: '3' }, platform);
    expect(screen.getByRole('heading', { name: '래플 응모' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(RAFFLE_MESSAGES.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByRole('heading', { name: '래플 응모' })).toBeTruthy();
  });
});
