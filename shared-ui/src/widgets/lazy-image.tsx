import { useState, type ImgHTMLAttributes } from 'react';

type LoadState = 'loading' | 'loaded' | 'error';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'onLoad'> {
  src: string;
  fallbackSrc?: string | null;
  alt: string;
  eager?: boolean;
}

/** Spec section 4: loading → loaded | error; the fallback source is tried once, then the no-image placeholder. */
export function LazyImage({ src, fallbackSrc, alt, eager = false, className, ...rest }: LazyImageProps) {
  const [state, setState] = useState<LoadState>('loading');
  const [current, setCurrent] = useState(src);
  const [shownFor, setShownFor] = useState(src);
  // A reused component given another picture starts over (React's "adjust state on prop change").
  if (shownFor !== src) {
    setShownFor(src);
    setCurrent(src);
    setState('loading');
  }
  if (state === 'error') {
    return (
      <span className={`ui-noimage ${className ?? ''}`} role="img" aria-label={`${alt} (이미지 없음)`}>
        이미지 없음
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={`ui-image ui-image--${state} ${className ?? ''}`}
      src={current}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      onLoad={() => setState('loaded')}
      onError={() => {
        if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
        else setState('error');
      }}
    />
  );
}
