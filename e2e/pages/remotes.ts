import { portOf } from '../../tools/ports.mjs';

/** The five domain remotes as the browser sees them; ports come from the one table, tools/ports.mjs. */
export type RemoteName = 'catalog' | 'exhibit' | 'mypage' | 'order' | 'cs_center';

/** Every request to one remote's static server, for page.route / page.unroute. */
export const remoteOrigin = (remote: RemoteName): string => `http://localhost:${portOf(remote)}/**`;
