import { Link, LoadError, Loading } from '@mall/shared-ui';
import { useFaqTypes } from '../api/get-faqs';
import './faq.css';

/** The FAQ types as links into /cs-center/faq/{id} (the customer-centre home lists them). */
export function FaqTypeLinks() {
  const types = useFaqTypes();
  if (types.isPending) return <Loading />;
  if (types.isError) return <LoadError title="FAQ 유형을 불러오지 못했습니다" onRetry={() => void types.refetch()} />;
  return (
    <ul className="faq-type-links">
      {types.data.map((t) => (
        <li key={t.id}>
          <Link to={`/cs-center/faq/${t.id}`}>
            {t.name}
            <span className="faq-types__count">{t.faq_count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
