/**
 * What `npm run bench:api` measures, one entry per scenario; squads add theirs (order creation,
 * search on 100k goods…). `options` returns autocannon options (it may prepare data through `base`).
 */
const KEYWORDS = ['셔츠', '니트', '코트', '청바지', '스니커즈', '원피스', '가디건', '자켓'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

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
  {
    // The search engine: full text + pg_trgm over every goods, facet counts by SQL over the same set.
    name: 'search (GET /api/v1/search?keyword=…, facets)',
    options: async () => ({
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?keyword=${encodeURIComponent(pick(KEYWORDS))}` }) }],
    }),
  },
  {
    name: 'search, keyboard slip (tucm → 셔츠) and a typo',
    options: async () => ({
      requests: [
        { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?keyword=${encodeURIComponent(pick(['tucm', 'slxm', '셔즈', '청바쥐']))}` }) },
      ],
    }),
  },
  {
    name: 'brand listing (search by brand, price ascending, page 3)',
    options: async () => ({
      requests: [
        { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?brand_ids=${1 + Math.floor(Math.random() * 10)}&sorting=price_asc&page=3` }) },
      ],
    }),
  },
];
