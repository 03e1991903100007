const STEPS = ['본인인증', '정보 입력', '가입 완료'] as const;

/** Where the shopper is in the join flow. */
export function JoinSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="steps" aria-label="회원가입 단계">
      {STEPS.map((label, i) => (
        <li key={label} aria-current={i === current ? 'step' : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
