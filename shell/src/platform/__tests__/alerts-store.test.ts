import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@mall/shared-contracts';
import { alerts, alertsStore, missingFields, promptValues } from '../alerts-store';

const stack = () => alertsStore.getState().stack;
const active = () => stack().at(-1);

beforeEach(() => {
  alertsStore.setState({ stack: [], zIndex: LIMITS.alertZIndex });
});

describe('alerts store', () => {
  it('alerts stack up and only the last is active', () => {
    void alerts.alert('첫 번째');
    void alerts.confirm('두 번째');
    expect(stack().map((a) => a.message)).toEqual(['첫 번째', '두 번째']);
    expect(active()?.message).toBe('두 번째');
    active()!.callback(true);
    expect(active()?.message).toBe('첫 번째');
  });

  it('confirm resolves true on confirm and removes the record', async () => {
    const answer = alerts.confirm('삭제하시겠습니까?');
    active()!.callback(true);
    await expect(answer).resolves.toBe(true);
    expect(stack()).toEqual([]);
  });

  it('confirm resolves false on cancel', async () => {
    const answer = alerts.confirm('삭제하시겠습니까?');
    active()!.callback(false);
    await expect(answer).resolves.toBe(false);
    expect(stack()).toEqual([]);
  });

  it('closing a lower alert leaves the active one in place', async () => {
    const first = alerts.alert('a');
    void alerts.alert('b');
    stack()[0]!.callback(true);
    await expect(first).resolves.toBeUndefined();
    expect(stack().map((a) => a.message)).toEqual(['b']);
  });

  it.each([
    ['alert', '알림'],
    ['confirm', '확인'],
    ['prompt', '입력'],
  ] as const)('%s defaults to the Korean title %s and buttons 확인/취소', (type, title) => {
    if (type === 'prompt') void alerts.prompt('메시지', { fields: [] });
    else void alerts[type]('메시지');
    expect(active()).toMatchObject({ type, options: { title, closeButtonLabel: '확인', cancelButtonLabel: '취소' } });
  });

  it('uses given title and labels', () => {
    void alerts.confirm('이동할까요?', { title: '장바구니', closeButtonLabel: '장바구니 보기', cancelButtonLabel: '계속 쇼핑하기' });
    expect(active()?.options).toEqual({ title: '장바구니', closeButtonLabel: '장바구니 보기', cancelButtonLabel: '계속 쇼핑하기' });
  });

  it('every record has a unique id', () => {
    void alerts.alert('a');
    void alerts.alert('a');
    const [x, y] = stack();
    expect(x!.uuid).not.toBe(y!.uuid);
  });

  it('alerts sit at z-index 1000 by default', () => {
    expect(alertsStore.getState().zIndex).toBe(1000);
  });

  it('prompt resolves the form values on confirm', async () => {
    const answer = alerts.prompt('치수', {
      fields: [
        { name: 'height', label: '키' },
        { name: 'chest', label: '가슴둘레', defaultValue: '90' },
      ],
    });
    expect(active()).toMatchObject({ type: 'prompt', fields: [{ name: 'height' }, { name: 'chest' }] });
    active()!.callback(true, { height: '170', extra: 'x' });
    await expect(answer).resolves.toEqual({ confirmed: true, values: { height: '170', chest: '90' } });
  });

  it('prompt resolves not confirmed on cancel', async () => {
    const answer = alerts.prompt('치수', { fields: [{ name: 'height', label: '키' }] });
    active()!.callback(false, { height: '170' });
    await expect(answer).resolves.toEqual({ confirmed: false });
  });

  it.each([
    [{}, ['a']],
    [{ a: '  ' }, ['a']],
    [{ a: '1' }, []],
  ])('missingFields(%j) = %j (only required fields count)', (values, expected) => {
    expect(
      missingFields(
        [
          { name: 'a', label: 'A', required: true },
          { name: 'b', label: 'B' },
        ],
        values,
      ),
    ).toEqual(expected);
  });

  it('promptValues fills defaults and drops unknown keys', () => {
    expect(
      promptValues(
        [
          { name: 'a', label: 'A', defaultValue: '1' },
          { name: 'b', label: 'B' },
        ],
        { c: '3' },
      ),
    ).toEqual({ a: '1', b: '' });
  });
});
