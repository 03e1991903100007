import { useEffect } from 'react';
import { parseModalHash } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/**
 * /company shows the company-information modal (spec section 2). When the modal closes the
 * visitor leaves /company: back where they came from, or the customer centre on a direct visit.
 */
export function CompanyPage() {
  const platform = usePlatform();
  useEffect(() => {
    document.title = '회사 정보 | 케이몰';
    let alive = true;
    // Joins the modal when it is already open (React's strict mode runs this effect twice).
    void platform.modals.open('company-info').then(() => {
      const { pathname, hash } = platform.history.location;
      if (!alive || pathname !== '/company' || parseModalHash(hash)) return;
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) platform.history.back();
      else platform.navigate('/cs-center', { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [platform]);
  return <h1 className="ui-visually-hidden">회사 정보</h1>;
}
