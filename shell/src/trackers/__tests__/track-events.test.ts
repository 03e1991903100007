import { describe, expect, it } from 'vitest';
import { EventSchemas } from '@mall/shared-contracts/schemas';
import { TRACK_EVENT_NAMES } from '../track-events';
import { SAMPLE } from './sample-events';

describe('tracking facts', () => {
  it('the shell listens to exactly the track.* events of the contract', () => {
    const contract = Object.keys(EventSchemas).filter((name) => name.startsWith('track.'));
    expect([...TRACK_EVENT_NAMES].sort()).toEqual(contract.sort());
  });

  it.each(TRACK_EVENT_NAMES)('the sample %s payload satisfies the contract', (name) => {
    expect(EventSchemas[name].safeParse(SAMPLE[name]).success).toBe(true);
  });

  it('a purchase is always in KRW', () => {
    expect(EventSchemas['track.purchase'].safeParse({ ...SAMPLE['track.purchase'], currency: 'USD' }).success).toBe(false);
  });
});
