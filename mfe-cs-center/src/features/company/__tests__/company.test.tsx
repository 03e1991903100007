import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, renderWithPlatform, shopSettingsFixture } from '@mall/shared-ui/testing';
import { CompanyInfoModal } from '../components/company-info-modal';
import { CompanyPage } from '../components/company-page';

const settings = shopSettingsFixture();

describe('company information modal', () => {
  it('lists the company facts from the shop settings, labelled by the title id the shell gives', async () => {
    renderWithPlatform(<CompanyInfoModal params={{}} titleId="m1-title" close={() => undefined} />, { platform: createFakePlatform({ settings }) });
    expect(screen.getByRole('heading', { name: '회사 정보' }).id).toBe('m1-title');
    await screen.findByText('주식회사 케이몰');
    const rows = [...document.querySelectorAll('.company-info__row')].map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      ['상호', '주식회사 케이몰'],
      ['대표자', '박서준'],
      ['사업자등록번호', '123-45-67890'],
      ['통신판매업 신고번호', '제2026-서울강남-01234호'],
      ['주소', '서울특별시 강남구 테헤란로 123'],
      ['개인정보보호책임자', '이지은'],
      ['고객센터', '1588-1234 (평일 10:00 ~ 17:00, 12:00 ~ 13:00)'],
      ['이메일', 'help@k-mall.example'],
    ]);
    expect(screen.getByRole('link', { name: '고객센터 전화하기' }).getAttribute('href')).toBe('tel:1588-1234');
  });

  it('shows a Korean error with retry when the settings cannot load', async () => {
    renderWithPlatform(<CompanyInfoModal params={{}} titleId="t" close={() => undefined} />);
    expect(await screen.findByText('회사 정보를 불러오지 못했습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('/company', () => {
  it('opens the company-information modal and, on a direct visit, goes to the customer centre when it closes', async () => {
    const platform = createFakePlatform({ settings });
    renderWithPlatform(
      <Routes>
        <Route path="/company" element={<CompanyPage />} />
        <Route path="/cs-center" element={<p>고객센터 홈</p>} />
      </Routes>,
      { platform, route: '/company' },
    );
    // The fake resolves `open` at once, as if the visitor closed the modal.
    expect(platform.modalCalls[0]).toEqual({ name: 'company-info', params: {} });
    await waitFor(() => expect(platform.history.location.pathname).toBe('/cs-center'));
    expect(platform.history.action).toBe('REPLACE');
  });
});
