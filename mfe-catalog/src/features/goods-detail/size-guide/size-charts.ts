/**
 * Standard size charts the size-guide modal shows, by category (Korean standard body measurements,
 * rounded). Goods in a category without a chart (bags, living) have no size guide.
 */
export interface SizeMeasure {
  key: string;
  label: string;
  unit: 'cm' | 'mm';
}

export interface SizeChart {
  title: string;
  measures: SizeMeasure[];
  /** Each size with the inclusive range of every measure it fits. */
  rows: { size: string; ranges: Record<string, [number, number]> }[];
}

const chest = { key: 'chest', label: '가슴둘레', unit: 'cm' } as const;
const height = { key: 'height', label: '키', unit: 'cm' } as const;
const waist = { key: 'waist', label: '허리둘레', unit: 'cm' } as const;
const foot = { key: 'foot', label: '발 길이', unit: 'mm' } as const;

const LETTERS = ['S', 'M', 'L', 'XL'];
const steps = (start: number, step: number, i: number): [number, number] => [start + step * i + (i ? 1 : 0), start + step * (i + 1)];

const womenTop: SizeChart = {
  title: '여성 상의·아우터',
  measures: [chest, height],
  rows: LETTERS.map((size, i) => ({ size, ranges: { chest: steps(80, 5, i), height: steps(150, 6, i) } })),
};
const menTop: SizeChart = {
  title: '남성 상의·아우터',
  measures: [chest, height],
  rows: LETTERS.map((size, i) => ({ size, ranges: { chest: steps(85, 5, i), height: steps(160, 6, i) } })),
};
const menBottom: SizeChart = {
  title: '남성 하의',
  measures: [waist, height],
  rows: LETTERS.map((size, i) => ({ size, ranges: { waist: steps(71, 5, i), height: steps(160, 6, i) } })),
};
const shoes: SizeChart = {
  title: '신발',
  measures: [foot],
  rows: [230, 240, 250, 260, 270, 280].map((mm) => ({ size: String(mm), ranges: { foot: [mm - 9, mm] as [number, number] } })),
};

/** The chart for a category path such as `여성의류>상의>니트` (separators with or without spaces). */
export function sizeChartFor(categoryFullPath: string): SizeChart | null {
  const [top, mid] = categoryFullPath.split('>').map((s) => s.trim());
  if (top === '여성의류') return womenTop;
  if (top === '남성의류') return mid === '하의' ? menBottom : menTop;
  if (top === '신발') return shoes;
  return null;
}

export type SizeRecommendation = { status: 'ok'; size: string } | { status: 'too-large' } | { status: 'invalid'; measure: string };

/**
 * The smallest size whose range covers every measurement (each measurement needs at least its
 * size; the largest of those wins). Below the first range is the smallest size; above the last
 * range there is no size to recommend.
 */
export function recommendSize(chart: SizeChart, values: Record<string, string>): SizeRecommendation {
  let needed = 0;
  for (const measure of chart.measures) {
    const raw = (values[measure.key] ?? '').trim();
    const value = Number(raw);
    if (!raw || !Number.isFinite(value) || value <= 0) return { status: 'invalid', measure: measure.label };
    const fits = chart.rows.findIndex((row) => value <= row.ranges[measure.key]![1]);
    if (fits < 0) return { status: 'too-large' };
    needed = Math.max(needed, fits);
  }
  return { status: 'ok', size: chart.rows[needed]!.size };
}
