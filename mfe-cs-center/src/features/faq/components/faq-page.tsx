import { useEffect, useId, useState, type FormEvent } from 'react';
import { FAQ_KEYWORD_MAX, faqMatchRanges, normalizeFaqKeyword, type Faq } from '@mall/shared-contracts/cs';
import { Link, StatusPanel, useFeatureGate, useNavigate, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { useFaqs, useFaqTypes, type FaqFilter } from '../api/get-faqs';
import { Highlight } from './highlight';
import './faq.css';

const INQUIRY_PATH = '/mypage/inquiry/qna/create';

/** /cs-center/faq/{faqTypeId}: the questions of one type as an accordion, or a search across every type. */
export function FaqPage() {
  const typeId = useIdParam('faqTypeId') ?? 0;
  const [params, setParams] = useSearchParams();
  const keyword = normalizeFaqKeyword(params.get('keyword') ?? '').slice(0, FAQ_KEYWORD_MAX);
  const types = useFaqTypes();
  const filter: FaqFilter = keyword ? { keyword } : { typeId };
  const faqs = useFaqs(filter);
  const type = types.data?.find((t) => t.id === typeId);

  useEffect(() => {
    document.title = '자주 묻는 질문 | 케이몰 고객센터';
  }, []);

  return (
    <section className="faq-page" aria-labelledby="faq-title">
      <h1 id="faq-title" className="faq-page__title">
        자주 묻는 질문
      </h1>
      <FaqSearch key={keyword} keyword={keyword} onSearch={(word) => setParams(word ? { keyword: word } : {})} />
      <QueryView query={types} failed="FAQ 유형을 불러오지 못했습니다">
        {(list) => (
          <nav className="faq-types" aria-label="FAQ 유형">
            {list.map((t) => (
              <Link key={t.id} to={`/cs-center/faq/${t.id}`} aria-current={!keyword && t.id === typeId ? 'page' : undefined}>
                {t.name} <span className="faq-types__count">{t.faq_count}</span>
              </Link>
            ))}
          </nav>
        )}
      </QueryView>
      {types.data && !keyword && !type ? (
        <StatusPanel tone="empty" title="FAQ 유형을 찾을 수 없습니다" description="위의 유형 중 하나를 골라 주세요." />
      ) : (
        <FaqResults keyword={keyword} heading={keyword ? null : (type?.name ?? null)} faqs={faqs} />
      )}
    </section>
  );
}

function FaqSearch({ keyword, onSearch }: { keyword: string; onSearch: (word: string) => void }) {
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = normalizeFaqKeyword(value);
    if (!word && !keyword) {
      setError('검색어를 입력해 주세요.');
      return;
    }
    setError('');
    onSearch(word);
  };
  return (
    <form role="search" className="faq-search" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-q`} className="ui-visually-hidden">
        FAQ 검색
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="keyword"
        value={value}
        maxLength={FAQ_KEYWORD_MAX}
        placeholder="궁금한 내용을 검색해 보세요 (예: 배송, ㅂㅅ)"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="ui-button">
        검색
      </button>
      {error ? (
        <p id={`${id}-error`} className="faq-search__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function FaqResults({ keyword, heading, faqs }: { keyword: string; heading: string | null; faqs: ReturnType<typeof useFaqs> }) {
  const gate = useFeatureGate();
  const navigate = useNavigate();
  return (
    <QueryView query={faqs} failed="FAQ를 불러오지 못했습니다">
      {(list) => (
        <div className="faq-results">
          <h2 className="faq-results__title" aria-live="polite">
            {keyword ? `‘${keyword}’ 검색 결과 ${list.length.toLocaleString('ko-KR')}건` : heading}
          </h2>
          {list.length === 0 ? (
            <StatusPanel
              tone="empty"
              title={keyword ? '검색 결과가 없습니다' : '등록된 질문이 없습니다'}
              description={keyword ? '다른 단어로 검색하거나 고객센터로 문의해 주세요.' : undefined}
              action={gate.allowsPath(INQUIRY_PATH) ? { label: '1:1 문의하기', onClick: () => void navigate(INQUIRY_PATH) } : undefined}
            />
          ) : (
            <ul className="faq-list">
              {list.map((faq) => (
                <FaqItem key={`${keyword}-${faq.id}`} faq={faq} keyword={keyword} />
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryView>
  );
}

function FaqItem({ faq, keyword }: { faq: Faq; keyword: string }) {
  // A search opens the answers that hold the word, so the match is in sight.
  const [open, setOpen] = useState(() => Boolean(keyword) && faqMatchRanges(faq.answer, keyword).length > 0);
  const id = useId();
  return (
    <li className="faq-item">
      <h3 className="faq-item__heading">
        <button type="button" className="faq-item__question" aria-expanded={open} aria-controls={`${id}-answer`} onClick={() => setOpen(!open)}>
          <span className="faq-item__q" aria-hidden="true">
            Q
          </span>
          {keyword ? <span className="faq-item__type">{faq.type_name}</span> : null}
          <span className="faq-item__text">
            <Highlight text={faq.question} keyword={keyword} />
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} className="faq-item__answer" role="region" aria-label={faq.question} hidden={!open}>
        <Highlight text={faq.answer} keyword={keyword} />
      </div>
    </li>
  );
}
