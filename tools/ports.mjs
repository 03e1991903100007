/**
 * The one place that says which frontend listens where (dev, start, e2e, docker-compose test).
 * MALL_PORT_OFFSET shifts every port (e.g. 100 → shell 3100, API 4100) so two checkouts can run
 * their stacks and e2e suites side by side on one machine; deployments use the plain table.
 */
const OFFSET = Number(process.env.MALL_PORT_OFFSET ?? 0) || 0;

export const BASE_PORTS = { shell: 3000, catalog: 3001, exhibit: 3002, mypage: 3003, order: 3004, cs_center: 3005, api: 4000 };
export const FRONTENDS = [
  { name: 'shell', dir: 'shell' },
  { name: 'catalog', dir: 'mfe-catalog' },
  { name: 'exhibit', dir: 'mfe-exhibit' },
  { name: 'mypage', dir: 'mfe-mypage' },
  { name: 'order', dir: 'mfe-order' },
  { name: 'cs_center', dir: 'mfe-cs-center' },
].map((f) => ({ ...f, port: BASE_PORTS[f.name] + OFFSET }));
export const API_PORT = BASE_PORTS.api + OFFSET;
/** Where `npm run bench:web` serves its monolith build (tools/monolith) beside the federated storefront. */
export const MONOLITH_PORT = 3010 + OFFSET;
export const portOf = (name) => FRONTENDS.find((f) => f.name === name).port;

/**
 * A runtime config with each remote on the port this run uses: a remote URL on its plain port
 * (BASE_PORTS) moves by MALL_PORT_OFFSET; any other URL (a real deployment's) stays as it is.
 */
export function shiftRuntimeConfig(config) {
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => {
      const u = new URL(url);
      if (Number(u.port) === BASE_PORTS[name]) u.port = String(portOf(name));
      return [name, u.toString()];
    }),
  );
  return { ...config, remotes };
}
