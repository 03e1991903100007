import { useEffect, useState } from 'react';

/** The value once typing has paused for `ms` (a subpath export: bundled by the remotes that use it, not the shell). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
