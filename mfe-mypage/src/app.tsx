import { createRemoteApp } from '@mall/shared-ui';
import { MypageRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp('mypage', MypageRoutes);
