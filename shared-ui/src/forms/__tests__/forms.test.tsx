import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { REVIEW_MESSAGES, type ReviewPhoto } from '@mall/shared-contracts/member';
import { CountedTextarea, FormError, PhotoPicker, ScoreInput, ScoreStars } from '..';

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function Picker({ upload, initial = [] }: { upload: (file: File) => Promise<ReviewPhoto>; initial?: ReviewPhoto[] }) {
  const [photos, setPhotos] = useState<ReviewPhoto[]>(initial);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <PhotoPicker photos={photos} onChange={setPhotos} upload={upload} uploading={false} onProblem={setMessage} />
      <FormError message={message} />
    </>
  );
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files } });

describe('forms', () => {
  it('FormError announces a message and renders nothing without one', () => {
    const { container, rerender } = render(<FormError message={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<FormError message="비밀번호를 입력해 주세요." />);
    expect(screen.getByRole('alert').textContent).toContain('비밀번호를 입력해 주세요.');
  });

  it('CountedTextarea counts without the spaces at both ends and turns red past the limit', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CountedTextarea label="문의 내용" value="  가나다 " onChange={onChange} max={3} placeholder="" />);
    expect(screen.getByText('3 / 3자').classList.contains('is-over')).toBe(false);
    fireEvent.change(screen.getByLabelText('문의 내용'), { target: { value: '가나다라' } });
    expect(onChange).toHaveBeenCalledWith('가나다라');
    rerender(<CountedTextarea label="문의 내용" value="가나다라" onChange={onChange} max={3} placeholder="" />);
    expect(screen.getByText('4 / 3자').classList.contains('is-over')).toBe(true);
  });

  it('ScoreInput picks a score, read out with its word; ScoreStars reads the score out', () => {
    const onChange = vi.fn();
    render(<ScoreInput value={4} onChange={onChange} hint />);
    expect((screen.getByRole('radio', { name: '4점 좋아요' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '5점 최고예요' }));
    expect(onChange).toHaveBeenCalledWith(5);
    render(<ScoreStars score={3} labelled />);
    expect(screen.getByRole('img', { name: '별점 5점 만점에 3점' }).textContent).toContain('보통이에요');
  });

  it('PhotoPicker uploads the picked photos one by one and takes one out again', async () => {
    let next = 1;
    const upload = vi.fn(async () => ({ id: next, url: `/media/review-photos/${next++}` }) as ReviewPhoto);
    render(<Picker upload={upload} />);
    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/사진 2\/5/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('PhotoPicker refuses too many photos and a wrong file before uploading, in the rules’ words', () => {
    const upload = vi.fn();
    const four = [1, 2, 3, 4].map((id) => ({ id, url: `/media/review-photos/${id}` }) as ReviewPhoto);
    render(<Picker upload={upload} initial={four} />);
    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByRole('alert').textContent).toContain(REVIEW_MESSAGES.tooManyPhotos);
    pick([new File(['x'], 'a.gif', { type: 'image/gif' })]);
    expect(screen.getByRole('alert').textContent).toContain(REVIEW_MESSAGES.photoType);
    expect(upload).not.toHaveBeenCalled();
  });

  it('PhotoPicker says why an upload failed', async () => {
    const upload = vi.fn(async () =>
      Promise.reject(Object.assign(new Error('x'), { isAxiosError: true, response: { status: 422, data: { message: '사진을 올리지 못했습니다.' } } })),
    );
    render(<Picker upload={upload} />);
    pick([jpeg('a.jpg')]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('사진을 올리지 못했습니다.'));
  });
});
