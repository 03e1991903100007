import type { FastifyInstance } from 'fastify';

/**
 * Fastify answers any unmatched method+path with 404; to tell "wrong method" (405) apart we keep
 * every registered path pattern as a regex and test the concrete path against the others.
 */
export function createMethodMatcher(app: FastifyInstance) {
  const routes: Array<{ methods: string[]; pattern: RegExp; wildcard: boolean }> = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    const source = route.url
      .split('/')
      .map((segment) =>
        segment
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
          .replace(/\*/g, '.*'),
      )
      .join('/');
    routes.push({ methods, pattern: new RegExp(`^${source}/?$`), wildcard: route.url.includes('*') });
  });
  return {
    hasOtherMethod(path: string, method: string) {
      // `OPTIONS *` (CORS preflight) and docs wildcards match everything: they say nothing about the path.
      return routes.some((r) => !r.wildcard && !r.methods.includes(method.toUpperCase()) && r.pattern.test(path));
    },
  };
}
