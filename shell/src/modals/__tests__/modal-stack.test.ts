import { createMemoryHistory } from 'history';
import { describe, expect, it } from 'vitest';
import { alertZIndex, createModalStack, modalZIndex, reconcileStack, type ModalEntry, type ModalOwnerOf } from '../modal-stack';
import { currentRouteTable } from '../../routing/route-table';

const entry = (id: string, hash: string, name: ModalEntry['name'], owner: ModalEntry['owner'], params = {}): ModalEntry => ({ id, hash, name, params, owner });
const A = entry('a', '#company-info', 'company-info', 'cs_center');
const B = entry('b', '#size-guide?goods_id=1', 'size-guide', 'catalog', { goods_id: '1' });
const ids = (stack: readonly ModalEntry[]) => stack.map((e) => e.id);
// The owners the remotes declare (the shell's test setup installs their tables).
const ownerOf: ModalOwnerOf = (name) => currentRouteTable().modalOwner(name);

describe('reconcileStack (spec section 2: popups follow the URL hash)', () => {
  it.each([
    ['empty hash, nothing open', [], '', null, []],
    ['empty hash closes every modal', [A, B], '', null, []],
    ['unknown hash closes every modal', [A, B], '#content', null, []],
    ['back onto the lower entry closes the top', [A, B], '#company-info', 'a', ['a']],
    ['the top entry itself changes nothing', [A, B], '#size-guide?goods_id=1', 'b', ['a', 'b']],
    ['a link to the top modal changes nothing', [A], '#company-info', null, ['a']],
    ['a known hash opens on top', [A], '#size-guide?goods_id=1', null, ['a', 'new']],
    ['a known hash opens on an empty stack', [], '#company-info', null, ['new']],
    ['forward onto a closed entry reopens it with its id', [A], '#size-guide?goods_id=1', 'b', ['a', 'b']],
  ] as const)('%s', (_, stack, hash, modalId, expected) => {
    expect(ids(reconcileStack(stack, { hash, modalId }, () => 'new', ownerOf))).toEqual(expected);
  });

  it('returns the same array when nothing changes (no re-render)', () => {
    const stack = [A];
    expect(reconcileStack(stack, { hash: '#company-info', modalId: 'a' }, () => 'x', ownerOf)).toBe(stack);
    const empty: ModalEntry[] = [];
    expect(reconcileStack(empty, { hash: '', modalId: null }, () => 'x', ownerOf)).toBe(empty);
  });

  it('a new entry carries its owner and params', () => {
    const [opened] = reconcileStack([], { hash: '#size-guide?goods_id=7', modalId: null }, () => 'n', ownerOf);
    expect(opened).toEqual({ id: 'n', name: 'size-guide', params: { goods_id: '7' }, hash: '#size-guide?goods_id=7', owner: 'catalog' });
  });
});

describe('z-index (spec section 9)', () => {
  it.each([
    [0, 10000],
    [1, 20000],
    [2, 30000],
  ])('modal at depth %i sits at %i', (depth, z) => expect(modalZIndex(depth)).toBe(z));

  it.each([
    [0, 1000],
    [1, 11000],
    [2, 21000],
  ])('with %i modals open an alert sits at %i, above the top modal', (open, z) => {
    expect(alertZIndex(open)).toBe(z);
    if (open) expect(z).toBeGreaterThan(modalZIndex(open - 1));
  });
});

describe('createModalStack on a shared history', () => {
  const setup = (url = '/goods/detail/1') => {
    const history = createMemoryHistory({ initialEntries: [url] });
    const stack = createModalStack(history, ownerOf);
    return { history, stack, names: () => stack.store.getState().stack.map((e) => e.name) };
  };

  it('removes a hash with no open popup on load', () => {
    const { history, names } = setup('/cs-center?tab=1#company-info');
    expect(history.location).toMatchObject({ pathname: '/cs-center', search: '?tab=1', hash: '' });
    expect(history.index).toBe(0);
    expect(names()).toEqual([]);
  });

  it('open pushes the hash, close goes back and resolves with the result', async () => {
    const { history, stack, names } = setup();
    const result = stack.api.open('size-guide', { goods_id: '1' });
    expect(history.location).toMatchObject({ pathname: '/goods/detail/1', hash: '#size-guide?goods_id=1' });
    expect(names()).toEqual(['size-guide']);
    stack.api.close('M');
    await expect(result).resolves.toBe('M');
    expect(history.location.hash).toBe('');
    expect(names()).toEqual([]);
  });

  it('stacks, and back closes only the top modal', async () => {
    const { history, stack, names } = setup();
    const lower = stack.api.open('size-guide', { goods_id: '1' });
    const upper = stack.api.open('company-info');
    expect(names()).toEqual(['size-guide', 'company-info']);
    history.back();
    await expect(upper).resolves.toBeUndefined();
    expect(names()).toEqual(['size-guide']);
    expect(history.location.hash).toBe('#size-guide?goods_id=1');
    stack.api.close();
    await expect(lower).resolves.toBeUndefined();
    expect(names()).toEqual([]);
  });

  it('closing twice before the history moves steps back once', () => {
    const { history, stack, names } = setup();
    void stack.api.open('size-guide', { goods_id: '1' });
    void stack.api.open('company-info');
    const back = history.back.bind(history);
    let steps = 0;
    history.back = () => {
      steps++;
    };
    stack.api.close();
    stack.api.close();
    expect(steps).toBe(1);
    back();
    expect(names()).toEqual(['size-guide']);
  });

  it('closeEntry closes only the top entry', () => {
    const { stack, names } = setup();
    void stack.api.open('size-guide', { goods_id: '1' });
    void stack.api.open('company-info');
    const [lower] = stack.store.getState().stack;
    stack.closeEntry(lower!.id);
    expect(names()).toEqual(['size-guide', 'company-info']);
  });

  it('clearing the hash or leaving the page closes every modal', async () => {
    const { history, stack, names } = setup();
    const a = stack.api.open('size-guide', { goods_id: '1' });
    const b = stack.api.open('company-info');
    history.push('/cart');
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    expect(names()).toEqual([]);
  });

  it('a pushed known hash opens the modal (deep link within the app), forward reopens a closed one', () => {
    const { history, names } = setup();
    history.push('/company#company-info');
    expect(names()).toEqual(['company-info']);
    history.back();
    expect(names()).toEqual([]);
    history.forward();
    expect(names()).toEqual(['company-info']);
  });

  it('opening the modal already on top waits for it instead of stacking a copy', async () => {
    const { history, stack, names } = setup();
    const first = stack.api.open('company-info');
    const again = stack.api.open('company-info');
    expect(names()).toEqual(['company-info']);
    expect(history.index).toBe(1);
    stack.api.close('done');
    await expect(Promise.all([first, again])).resolves.toEqual(['done', 'done']);
  });
});
