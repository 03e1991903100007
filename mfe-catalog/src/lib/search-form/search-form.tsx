import { useEffect, useId, useState, type FormEvent } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  pickBasicSearchWord,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_READY_API,
  type BasicSearchWord,
  type BasicSearchWordsResponse,
} from '@mall/shared-contracts/catalog';
import { useNavigate } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';
import './search-form.css';

const DEFAULT_PLACEHOLDER = '브랜드, 상품명, 초성(ㅋㅌ)으로 검색';

export const basicSearchWordsQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['search', 'basic-words'],
    queryFn: () => http.get<BasicSearchWordsResponse>(SEARCH_READY_API.basicWords).then((r) => r.data.basic_search_words),
    staleTime: 5 * 60_000,
  });

/** One of the shop's base search words, picked at random once per box (null until they come, or when there are none). */
function useBasicSearchWord(): BasicSearchWord | null {
  const http = useHttp();
  const [pick] = useState(Math.random);
  const { data } = useQuery(basicSearchWordsQueryOptions(http));
  return data ? pickBasicSearchWord(data, pick) : null;
}

interface SearchFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Each change of the box as typed (auto-complete follows it). */
  onType?: (value: string) => void;
  /** The box takes the focus on arrival (the search screen opens the keyboard). */
  autoFocus?: boolean;
}

/**
 * The keyword box. Its placeholder is one of the shop's base search words, and searching with the box
 * empty opens that word's link; without one, an empty keyword gets a message, never a search for nothing.
 */
export function SearchForm({ keyword, onSearch, onType, autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const baseWord = useBasicSearchWord();
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // A new URL (back, a related keyword, "search the original") shows its keyword in the box.
  useEffect(() => setValue(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next && baseWord) {
      setError(null);
      navigate(baseWord.link_url);
      return;
    }
    if (!next) {
      setError(SEARCH_MESSAGES.keywordRequired);
      return;
    }
    setError(null);
    onSearch(next);
  };

  return (
    <form className="search-form" role="search" onSubmit={submit} noValidate>
      <input
        className="search-form__input"
        type="search"
        name="keyword"
        aria-label="검색어"
        placeholder={baseWord?.keyword ?? DEFAULT_PLACEHOLDER}
        value={value}
        maxLength={SEARCH_LIMITS.keyword}
        enterKeyHint="search"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
        onChange={(e) => {
          setValue(e.target.value);
          onType?.(e.target.value);
          if (error) setError(null);
        }}
      />
      <button type="submit" className="search-form__submit">
        검색
      </button>
      {error ? (
        <p id={errorId} className="search-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
