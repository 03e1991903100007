/**
 * What `npm run bench:api` measures, one entry per scenario; squads add theirs. Order
 * creation is not an autocannon scenario (a checkout is four calls): see bench-api-checkout.mjs. `options` returns autocannon options (it may prepare data through `base`).
 */
const KEYWORDS = ['셔츠', '니트', '코트', '청바지', '스니커즈', '원피스', '가디건', '자켓'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Every category code in the menu tree (any depth). */
export function categoryCodes(tree) {
  if (Array.isArray(tree)) return tree.flatMap(categoryCodes);
  if (!tree || typeof tree !== 'object') return [];
  return [...(typeof tree.code === 'string' ? [tree.code] : []), ...Object.values(tree).flatMap((v) => (typeof v === 'object' ? categoryCodes(v) : []))];
}

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
    // The category page (/goods/category/{id}): the search narrowed to one category of any depth, its default order (popular).
    name: 'category listing (GET /api/v1/search?category_codes=…, popular)',
    options: async ({ base }) => {
      const codes = categoryCodes(await (await fetch(`${base}/api/v1/categories`)).json());
      if (codes.length === 0) throw new Error('category listing: no category');
      return { requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?category_codes=${pick(codes)}` }) }] };
    },
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
