/** The one place that says which frontend listens where (dev, start, e2e, docker-compose test). */
export const FRONTENDS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'catalog', dir: 'mfe-catalog', port: 3001 },
  { name: 'exhibit', dir: 'mfe-exhibit', port: 3002 },
  { name: 'mypage', dir: 'mfe-mypage', port: 3003 },
  { name: 'order', dir: 'mfe-order', port: 3004 },
  { name: 'cs_center', dir: 'mfe-cs-center', port: 3005 },
];
export const API_PORT = 4000;
export const portOf = (name) => FRONTENDS.find((f) => f.name === name).port;
