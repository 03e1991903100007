import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { GradeBenefitList, type GradeBenefitRow } from '../grade-benefit-list';

const grade = (code: string, name: string, min: number, color: string): GradeBenefitRow => ({
  code,
  name,
  color,
  min_purchase_amount: min,
  benefits: [`${name} 혜택`],
  text_review_point: 100,
  photo_review_point: 500,
});
const grades = [grade('welcome', '웰컴', 0, '#ffe600'), grade('vip', 'VIP', 1_000_000, '#7b1fa2')];

describe('GradeBenefitList', () => {
  it('draws each grade with its condition, benefits and review points, the member’s own marked current', () => {
    render(<GradeBenefitList grades={grades} currentCode="vip" headingLevel={2} />);
    const items = screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('grade-benefit-list'));
    expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(['웰컴', 'VIP']);
    expect(items[0]!.textContent).toContain('가입 즉시');
    expect(items[1]!.textContent).toContain('최근 12개월 1,000,000원 이상 구매');
    expect(items[1]!.textContent).toContain('리뷰 적립금 100P · 포토 리뷰 500P');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('keeps a too-light shop colour off the text: the name is darkened, the edge keeps the colour', () => {
    render(<GradeBenefitList grades={grades} headingLevel={4} />);
    const welcome = screen.getByRole('heading', { name: '웰컴', level: 4 });
    expect(welcome.style.color).not.toBe('');
    expect(welcome.style.color).not.toBe('rgb(255, 230, 0)');
    expect((welcome.closest('li') as HTMLElement).style.borderLeftColor).toBe('rgb(255, 230, 0)');
  });
});
