import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Platform, SessionState } from '@mall/shared-contracts';

export const PlatformContext = createContext<Platform | null>(null);

/** The shell's platform object, as handed to this remote's parcel. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside a remote mounted by the shell');
  return platform;
}

export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
