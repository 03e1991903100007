# syntax=docker/dockerfile:1
# One recipe for every frontend: `--build-arg APP_DIR=mfe-catalog` (see docker-compose.yml).
# The image holds only the built files and tools/static-server.mjs with the modules it imports
# (csp.mjs, runtime-config-env.mjs; node builtins otherwise), which serves them like a CDN:
# manifests and remoteEntry.js no-cache with ETags, hashed chunks immutable, CORS open, gzip.
# The shell's runtime config comes from the environment at start (MALL_REMOTE_<NAME>, MALL_API_BASE_URL,
# MALL_VERSION_<NAME>, MALL_ENVIRONMENT): the image holds no deployment's addresses.
# tools/__tests__/images.test.mjs lays the runtime stage out as its COPY lines do and starts it.

FROM node:20-bookworm-slim AS build
ARG APP_DIR
WORKDIR /repo
# Manifests first, so `npm ci` stays cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY tools/package.json tools/
COPY mall-api/package.json mall-api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-exhibit/package.json mfe-exhibit/
COPY mfe-mypage/package.json mfe-mypage/
COPY mfe-order/package.json mfe-order/
COPY mfe-cs-center/package.json mfe-cs-center/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN test -n "${APP_DIR}" && npm run build -w "${APP_DIR}"

FROM node:20-bookworm-slim
ARG APP_DIR
WORKDIR /app
COPY tools/static-server.mjs tools/csp.mjs tools/runtime-config-env.mjs tools/storefront-render.mjs ./
COPY --from=build /repo/${APP_DIR}/dist ./dist
# SPA=1 and API_PROXY_TARGET are set for the shell only (docker-compose.yml).
ENV NODE_ENV=production STATIC_DIR=/app/dist HOST=0.0.0.0 PORT=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "static-server.mjs"]
