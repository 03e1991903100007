import { Link } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useFaqTypes } from '../api/get-faqs';
import './faq.css';

/** The FAQ types as links into /cs-center/faq/{id} (the customer-centre home lists them). */
export function FaqTypeLinks() {
  return (
    <QueryView query={useFaqTypes()} failed="FAQ 유형을 불러오지 못했습니다">
      {(types) => (
        <ul className="faq-type-links">
          {types.map((t) => (
            <li key={t.id}>
              <Link to={`/cs-center/faq/${t.id}`}>
                {t.name}
                <span className="faq-types__count">{t.faq_count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
