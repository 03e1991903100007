import { useEffect } from 'react';
import { useParams, useSearchParams } from '@mall/shared-ui';
import { PolicyView } from './policy-view';

/** /policies/{policyType}: a policy in force, or any earlier version (`?version=`), with its effective date. */
export function PolicyPage() {
  const { policyType = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const version = params.get('version') ?? undefined;
  useEffect(() => {
    document.title = '약관 및 정책 | 케이몰';
  }, []);
  return (
    <section className="policy-page">
      <PolicyView code={policyType} version={version} titleId="policy-title" headingLevel={1} onVersion={(v) => setParams({ version: v }, { replace: true })} />
    </section>
  );
}
