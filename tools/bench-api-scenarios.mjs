/**
 * What `npm run bench:api` measures, one entry per scenario; squads add theirs (order creation,
 * search on 100k goods…). `options` returns autocannon options (it may prepare data through `base`).
 */
export const SCENARIOS = [
  {
    name: 'goods detail (GET /api/v1/goods/{id})',
    options: async () => ({ requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/goods/${1 + Math.floor(Math.random() * 120)}` }) }] }),
  },
  {
    name: 'main page (GET /api/v1/lego-pages/main)',
    options: async () => ({ requests: [{ method: 'GET', path: '/api/v1/lego-pages/main' }] }),
  },
  {
    // scrypt at N=2^17 costs about half a second of one core per login: this is the login capacity.
    name: 'login (POST /api/v1/auth/login, scrypt N=2^17)',
    connections: 4,
    options: async () => ({
      requests: [
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login_id: 'demo', password: 'demo1234!' }),
        },
      ],
    }),
  },
];
