import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@mall/shared-contracts/catalog';
import './search-form.css';

interface SearchFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Each change of the box as typed (auto-complete follows it). */
  onType?: (value: string) => void;
  /** The box takes the focus on arrival (the search screen opens the keyboard). */
  autoFocus?: boolean;
}

/** The keyword box: an empty keyword gets a message, never a search for nothing. */
export function SearchForm({ keyword, onSearch, onType, autoFocus }: SearchFormProps) {
  const [value, setValue] = useState(keyword);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // A new URL (back, a related keyword, "search the original") shows its keyword in the box.
  useEffect(() => setValue(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
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
        placeholder="브랜드, 상품명, 초성(ㅋㅌ)으로 검색"
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
