import { describe, expect, it } from 'vitest';
import { hangulMatch, highlightParts, hotChangeLabel, isChoseongOnly } from '../catalog';

describe('hangul match and highlight (auto-complete)', () => {
  it('matches initials, spaces ignored', () => {
    expect(isChoseongOnly('ㅅㅇ ㅅ')).toBe(true);
    expect(hangulMatch('서울스탠다드', 'ㅅㅇㅅㅌ')).toEqual({ start: 0, end: 4 });
    expect(hangulMatch('울 블렌드 롱 코트', 'ㄹㅋㅌ')).toEqual({ start: 6, end: 10 });
    expect(hangulMatch('울 블렌드 롱 코트', 'ㅋㄹ')).toBeNull();
  });

  it('matches a syllable still being typed by its jamo, from a character on', () => {
    expect(hangulMatch('트렌치 코트', '콭')).toEqual({ start: 4, end: 6 });
    expect(hangulMatch('스트라이프 셔츠', '셔ㅊ')).toEqual({ start: 6, end: 8 });
    expect(hangulMatch('캐시미어 라운드 니트', '미어')).toEqual({ start: 2, end: 4 });
    // Jamo must begin at a character: ㅗㅌ (inside 코트) is not a word anyone types.
    expect(hangulMatch('코트', 'ㅗ')).toBeNull();
    expect(hangulMatch('코트', '')).toBeNull();
  });

  it('matches Latin in any case', () => {
    expect(hangulMatch('SEOUL STANDARD', 'stand')).toEqual({ start: 6, end: 11 });
  });

  it('cuts the text into the parts a list shows, the original case kept', () => {
    expect(highlightParts('트렌치 코트 블랙', 'ㅋㅌ')).toEqual([
      { text: '트렌치 ', match: false },
      { text: '코트', match: true },
      { text: ' 블랙', match: false },
    ]);
    expect(highlightParts('SEOUL STANDARD', 'seoul')).toEqual([
      { text: 'SEOUL', match: true },
      { text: ' STANDARD', match: false },
    ]);
    expect(highlightParts('니트', '코트')).toEqual([{ text: '니트', match: false }]);
  });

  it('labels a rank change for the eye and the ear', () => {
    expect(hotChangeLabel({ change_type: 'up', change_rank: 5 })).toEqual({ text: '▲5', spoken: '5계단 상승' });
    expect(hotChangeLabel({ change_type: 'down', change_rank: -2 })).toEqual({ text: '▼2', spoken: '2계단 하락' });
    expect(hotChangeLabel({ change_type: 'new', change_rank: 0 }).text).toBe('NEW');
    expect(hotChangeLabel({ change_type: 'same', change_rank: 0 }).spoken).toBe('변동 없음');
  });
});
