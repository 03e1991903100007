import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from '../lazy-image';

describe('LazyImage', () => {
  it('starts loading, then is loaded', () => {
    render(<LazyImage src="/a.jpg" alt="셔츠" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: '셔츠' });
    expect(img.className).toContain('ui-image--loading');
    fireEvent.load(img);
    expect(img.className).toContain('ui-image--loaded');
  });

  it('tries the fallback source once, then shows the no-image placeholder', () => {
    render(<LazyImage src="/a.jpg" fallbackSrc="/b.jpg" alt="셔츠" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: '셔츠' });
    expect(img.getAttribute('src')).toBe('/a.jpg');
    fireEvent.error(img);
    const retried = screen.getByRole<HTMLImageElement>('img', { name: '셔츠' });
    expect(retried.getAttribute('src')).toBe('/b.jpg');
    expect(screen.queryByText('이미지 없음')).toBeNull();
    fireEvent.error(retried);
    expect(screen.getByText('이미지 없음')).toBeTruthy();
    expect(screen.getByRole('img', { name: '셔츠 (이미지 없음)' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('without a fallback shows the placeholder on the first error', () => {
    render(<LazyImage src="/a.jpg" alt="셔츠" />);
    fireEvent.error(screen.getByRole('img', { name: '셔츠' }));
    expect(screen.getByText('이미지 없음')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('a fallback equal to the source is not retried', () => {
    render(<LazyImage src="/a.jpg" fallbackSrc="/a.jpg" alt="셔츠" />);
    fireEvent.error(screen.getByRole('img', { name: '셔츠' }));
    expect(screen.getByText('이미지 없음')).toBeTruthy();
  });

  it('given another source, starts over at loading with that source', () => {
    const { rerender } = render(<LazyImage src="/a.jpg" alt="셔츠" />);
    fireEvent.error(screen.getByRole('img', { name: '셔츠' }));
    expect(screen.getByText('이미지 없음')).toBeTruthy();
    rerender(<LazyImage src="/c.jpg" alt="셔츠" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: '셔츠' });
    expect(img.getAttribute('src')).toBe('/c.jpg');
    expect(img.className).toContain('ui-image--loading');
  });
});
