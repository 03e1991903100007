import { beforeEach, describe, expect, it } from 'vitest';
import { useOrderStore } from '../store';

const state = () => useOrderStore.getState();

beforeEach(() => {
  useOrderStore.setState({ deselected: [] });
});

describe('order store: cart selection', () => {
  it('selects every line by default', () => {
    expect(state().deselected).toEqual([]);
  });

  it('toggle deselects then reselects one line', () => {
    state().toggle(1);
    state().toggle(2);
    expect(state().deselected).toEqual([1, 2]);
    state().toggle(1);
    expect(state().deselected).toEqual([2]);
  });

  it.each([
    { before: [], ids: [1, 2, 3], selected: false, after: [1, 2, 3] },
    { before: [2], ids: [1, 2, 3], selected: false, after: [2, 1, 3] },
    { before: [1, 2, 9], ids: [1, 2, 3], selected: true, after: [9] },
    { before: [], ids: [1, 2], selected: true, after: [] },
  ])('setAll($ids, $selected) from $before → $after', ({ before, ids, selected, after }) => {
    useOrderStore.setState({ deselected: before });
    state().setAll(ids, selected);
    expect(state().deselected).toEqual(after);
  });
});
