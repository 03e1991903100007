/**
 * What `npm run bench:api` measures, one entry per scenario; squads add theirs. Order
 * creation is not an autocannon scenario (a checkout is four calls): see bench-api-checkout.mjs. `options` returns autocannon options (it may prepare data through `base`).
 *
 * The search answers repeated searches from its result cache (mall-api search-cache.ts), so its scenarios
 * come in two kinds, and the table shows how each request was answered (`x-search-cache`: hit, shared, miss):
 * cold ones send a search never sent before on every request (the cache cannot answer; every request is the
 * full SQL), realistic ones the mix a shop sees (a few keywords and categories searched most, Zipf-like, mostly
 * first pages; `warmUp`: run once unmeasured first, as a running shop's cache is warm).
 */
const KEYWORDS = ['셔츠', '니트', '코트', '청바지', '스니커즈', '원피스', '가디건', '자켓'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Goods-name words of the seeded catalogue (every scale has them): what shoppers type, the most searched first. */
export const CATALOGUE_WORDS = [
  ...KEYWORDS,
  '패딩',
  '블라우스',
  '슬랙스',
  '데님',
  '러닝화',
  '로퍼',
  '백팩',
  '캐시미어',
  '트위드',
  '블레이저',
  '후드',
  '집업',
  '점퍼',
  '팬츠',
  '데일리',
  '클래식',
  '프리미엄',
  '베이직',
  '오버핏',
  '와이드',
  '레더',
  '린넨',
  '터틀넥',
  '크롭',
  '스트라이프',
  '하이탑',
  '슬립온',
  '쇼퍼백',
  '토트',
  '구스다운',
  '플리스',
  '케이블',
];
const SORTINGS = ['popular', 'newest', 'price_asc', 'price_desc', 'review', 'discount'];
const PAGES = 20;

/** The n-th of list × sorting × page: consecutive n never repeat a search (list.length × 6 × 20 of them). */
function nthSearch(list, n) {
  const item = list[n % list.length];
  const rest = Math.floor(n / list.length);
  return { item, sorting: SORTINGS[rest % SORTINGS.length], page: 1 + (Math.floor(rest / SORTINGS.length) % PAGES) };
}

/** Picks from a list ranked most popular first, the k-th with weight 1/k (Zipf, s = 1). */
function zipf(list) {
  const weights = list.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = Math.random() * total;
    for (let k = 0; k < list.length; k++) if ((r -= weights[k]) <= 0) return list[k];
    return list.at(-1);
  };
}
/** A shopper's page: the first mostly, sometimes the second or third. */
const shopperPage = () => {
  const r = Math.random();
  return r < 0.85 ? 1 : r < 0.95 ? 2 : 3;
};

/** Every category code in the menu tree (any depth). */
export function categoryCodes(tree) {
  if (Array.isArray(tree)) return tree.flatMap(categoryCodes);
  if (!tree || typeof tree !== 'object') return [];
  return [...(typeof tree.code === 'string' ? [tree.code] : []), ...Object.values(tree).flatMap((v) => (typeof v === 'object' ? categoryCodes(v) : []))];
}

/** Popular keywords searched most (Zipf over the catalogue words), first pages mostly: what a running shop is asked. */
async function realisticSearch() {
  const keyword = zipf(CATALOGUE_WORDS);
  return {
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?keyword=${encodeURIComponent(keyword())}&page=${shopperPage()}` }) }],
  };
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
    // Cold: every request a search not sent before (keyword × sorting × page), so each one is the full SQL
    // (keyword match, page, five facet counts, best goods, related words): the cache cannot answer any.
    name: 'search, cold (GET /api/v1/search?keyword=…: a new search every request, facets)',
    options: async () => {
      let n = 0;
      return {
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const { item, sorting, page } = nthSearch(CATALOGUE_WORDS, n++);
              return { ...req, path: `/api/v1/search?keyword=${encodeURIComponent(item)}&sorting=${sorting}&page=${page}` };
            },
          },
        ],
      };
    },
  },
  {
    // Realistic: popular keywords searched most (Zipf over 40 catalogue words), first pages mostly.
    name: 'search, realistic (popular keywords, Zipf; mostly first pages)',
    warmUp: true,
    options: realisticSearch,
  },
  {
    // The same, while orders are paid: every paid order rewrites stock and units sold (what the search cache calls
    // counts: cached answers may lag them by its TTL, then are computed again while answered). `writes` runs beside
    // the warm-up and the measurement (PostgreSQL only): a stock row of a random goods rewritten (its value kept,
    // so the bench database stays as seeded) `perSecond` times a second, each its own transaction.
    name: 'search, realistic beside paid orders (20 stock writes/s)',
    warmUp: true,
    writes: { perSecond: 20, statement: 'update goods_options set stock = stock where id = (select floor(random() * max(id))::int + 1 from goods_options)' },
    options: realisticSearch,
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
    // The category page (/goods/category/{id}): the search narrowed to one category of any depth. Cold: a
    // category × sorting × page never asked before, every request.
    name: 'category listing, cold (GET /api/v1/search?category_codes=…: a new listing every request)',
    options: async ({ base }) => {
      const codes = categoryCodes(await (await fetch(`${base}/api/v1/categories`)).json());
      if (codes.length === 0) throw new Error('category listing: no category');
      let n = 0;
      return {
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const { item, sorting, page } = nthSearch(codes, n++);
              return { ...req, path: `/api/v1/search?category_codes=${item}&sorting=${sorting}&page=${page}` };
            },
          },
        ],
      };
    },
  },
  {
    // Realistic: the category page's default order (popular), the menu's categories Zipf-like, first pages mostly.
    name: 'category listing, realistic (GET /api/v1/search?category_codes=…, popular; categories Zipf, mostly first pages)',
    warmUp: true,
    options: async ({ base }) => {
      const codes = categoryCodes(await (await fetch(`${base}/api/v1/categories`)).json());
      if (codes.length === 0) throw new Error('category listing: no category');
      const code = zipf(codes);
      return { requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/search?category_codes=${code()}&page=${shopperPage()}` }) }] };
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
