import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage, type MySize } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { useMySize, useSaveMySize } from '../api/my-size';

const CLOTHES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const SHOES = Array.from({ length: 21 }, (_, i) => 220 + i * 5);
const RANGES = { height_cm: [100, 230, '키'], weight_kg: [20, 200, '몸무게'] } as const;

const numberOrNull = (value: string) => (value.trim() ? Number(value) : null);

function SizeForm({ initial }: { initial: MySize }) {
  const platform = usePlatform();
  const save = useSaveMySize();
  const [height, setHeight] = useState(initial.height_cm?.toString() ?? '');
  const [weight, setWeight] = useState(initial.weight_kg?.toString() ?? '');
  const [top, setTop] = useState(initial.top_size ?? '');
  const [bottom, setBottom] = useState(initial.bottom_size ?? '');
  const [shoe, setShoe] = useState(initial.shoe_size_mm?.toString() ?? '');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const size: MySize = {
      height_cm: numberOrNull(height),
      weight_kg: numberOrNull(weight),
      top_size: (top || null) as MySize['top_size'],
      bottom_size: (bottom || null) as MySize['bottom_size'],
      shoe_size_mm: numberOrNull(shoe),
    };
    for (const [key, [min, max, label]] of Object.entries(RANGES) as [keyof typeof RANGES, (typeof RANGES)[keyof typeof RANGES]][]) {
      const value = size[key];
      if (value !== null && (!Number.isInteger(value) || value < min || value > max))
        return setMessage(`${label}는 ${min}~${max} 사이의 숫자로 입력해 주세요.`);
    }
    setMessage(null);
    save.mutate(size, { onSuccess: () => void platform.alerts.alert('내 사이즈가 저장되었습니다.'), onError: (error) => setMessage(httpErrorMessage(error)) });
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="내 사이즈">
      <label className="form-field">
        <span>키 (cm)</span>
        <input name="height" inputMode="numeric" maxLength={3} value={height} onChange={(e) => setHeight(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label className="form-field">
        <span>몸무게 (kg)</span>
        <input name="weight" inputMode="numeric" maxLength={3} value={weight} onChange={(e) => setWeight(e.target.value.replace(/\D/g, ''))} />
      </label>
      <label className="form-field">
        <span>상의 사이즈</span>
        <select name="top" value={top} onChange={(e) => setTop(e.target.value)}>
          <option value="">선택 안 함</option>
          {CLOTHES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>하의 사이즈</span>
        <select name="bottom" value={bottom} onChange={(e) => setBottom(e.target.value)}>
          <option value="">선택 안 함</option>
          {CLOTHES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>신발 사이즈 (mm)</span>
        <select name="shoe" value={shoe} onChange={(e) => setShoe(e.target.value)}>
          <option value="">선택 안 함</option>
          {SHOES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <FormError message={message} />
      <SubmitButton pending={save.isPending} pendingLabel="저장 중…">
        저장하기
      </SubmitButton>
    </form>
  );
}

/** /mypage/my-size (popup): the body size used for size recommendations. */
export function MySizePage() {
  const size = useMySize();
  useEffect(() => {
    document.title = '내 사이즈 | 케이몰';
  }, []);
  return (
    <section className="member-page" aria-labelledby="my-size-title">
      <h1 id="my-size-title" className="member-page__title">
        내 사이즈
      </h1>
      <p className="member-page__lead">사이즈를 저장해 두면 상품의 사이즈 가이드에서 추천 사이즈를 알려 드려요.</p>
      <QueryView query={size} failed="내 사이즈를 불러오지 못했습니다">
        {(data) => <SizeForm initial={data} />}
      </QueryView>
    </section>
  );
}
