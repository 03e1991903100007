import { useEffect, useState } from 'react';
import { usePlatform } from '@mall/shared-ui';

/**
 * A stored result, read after the first render (storage is the browser's; the first render must be
 * the same on a server): `undefined` while not read yet, then the value or null.
 */
export function useStoredResult<T>(key: string): T | null | undefined {
  const platform = usePlatform();
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => setValue(platform.sessionStorage.get<T>(key)), [platform, key]);
  return value;
}
