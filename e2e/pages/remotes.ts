/** The five domain remotes as the browser sees them (ports: tools/ports.mjs, runtime-config.json). */
export const REMOTES = {
  catalog: { port: 3001 },
  exhibit: { port: 3002 },
  mypage: { port: 3003 },
  order: { port: 3004 },
  cs_center: { port: 3005 },
} as const;

export type RemoteName = keyof typeof REMOTES;

/** Every request to one remote's static server, for page.route / page.unroute. */
export const remoteOrigin = (remote: RemoteName): string => `http://localhost:${REMOTES[remote].port}/**`;
