# syntax=docker/dockerfile:1
# mall-api runs from TypeScript source through tsx (as `npm start -w mall-api` does); it needs its
# own folder and shared-contracts, whose zod schemas it validates with and publishes as OpenAPI.

FROM node:20-bookworm-slim
WORKDIR /repo
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
# Runtime dependencies only: no vitest, eslint, playwright test runner.
RUN npm ci --omit=dev
COPY shared-contracts shared-contracts
COPY mall-api mall-api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /repo/mall-api
# Uploaded review photos (the media store's local-disk driver, MEDIA_DIR's default with PostgreSQL):
# compose mounts a volume here; the server runs as node, who must be able to write it.
RUN mkdir -p .data/media && chown -R node:node .data
USER node
EXPOSE 4000
# node itself is PID 1 (no npm → sh → tsx chain), so `docker stop`'s SIGTERM reaches the server.
CMD ["node", "--import", "tsx", "src/server.ts"]
