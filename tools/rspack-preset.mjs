import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import fs from 'node:fs';
import { API_PORT, portOf, shiftRuntimeConfig } from './ports.mjs';
import { CONTRACT_PACKAGES, contractRanges, DECLARATION_FILE, RemoteDeclarationPlugin, ShellDeclarationPlugin } from './declarations.mjs';

const require = createRequire(import.meta.url);

/**
 * The federation plugins inject their runtime by absolute path to its CommonJS build, which cannot
 * be tree-shaken: Node-only code, the snapshot plugin and every helper ship in each remote entry.
 * Point those paths at the packages' own ES module builds so `target: 'web'` and the disabled
 * features drop out (about 6 KB gzip off every remoteEntry.js, 5 KB off the shell's main.js).
 */
function esmFederationRuntime() {
  return Object.fromEntries(
    ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/inject-external-runtime-core-plugin'].map((name) => {
      const cjs = require.resolve(name);
      return [cjs, cjs.replace(/\.cjs$/, '.js')];
    }),
  );
}

/**
 * The federation runtime's explanation of each error code, about 0.5 KB gzip in the shell and in each
 * remote entry on the first page, replaced by empty maps (tools/federation/error-descriptions.mjs).
 */
const federationErrorTexts = () =>
  new rspack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
    path.join(import.meta.dirname, 'federation/error-descriptions.mjs'),
  );

/** Singletons every frontend shares: one React, one router, one query client library, one store library. */
function sharedModules(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const single = (name, version = deps[name]) => [name, { singleton: true, requiredVersion: version ?? false }];
  const react = deps.react;
  const contracts = contractRanges(dir);
  return Object.fromEntries([
    single('react'),
    single('react/jsx-runtime', react),
    single('react-dom', react),
    single('react-dom/client', react),
    single('@tanstack/react-query'),
    single('zustand'),
    // The range each package's installed version meets (`^1.1.0`); the shell checks it against the
    // remote's declaration before mounting (docs/adr/0017), since a singleton mismatch only warns.
    ...CONTRACT_PACKAGES.map((name) => single(name, contracts[name])),
  ]);
}

/** Each remote's declaration from its dev server (beside its manifest); a remote not running declares nothing. */
async function devDeclarations(config) {
  const declarations = {};
  await Promise.all(
    Object.entries(config.remotes).map(async ([name, manifest]) => {
      try {
        const res = await fetch(new URL(DECLARATION_FILE, manifest), { signal: AbortSignal.timeout(2_000) });
        if (res.ok) declarations[name] = await res.json();
      } catch {
        // not started (yet)
      }
    }),
  );
  return declarations;
}

/**
 * The federation boundary of a frontend in one call. Each rspack.config.ts names itself, its
 * exposes and whether it is the host; everything else is the same for every remote.
 */
export function defineFrontend({ dir, name, exposes = {}, host = false, table = null, shellRoutes = null }) {
  return (_env, argv) => {
    const browser = browserConfig({ dir, name, exposes, host, table, shellRoutes }, argv);
    // A frontend with src/server.ts also builds its server render (docs/adr/0027), after the browser build
    // (whose output.clean empties the folder it writes into).
    const server = serverEntry(dir);
    return server && argv.mode === 'production' ? [browser, serverConfig({ dir, name, entry: server })] : browser;
  };
}

/** The server render's entry of a frontend, or null when it renders in the browser only. */
function serverEntry(dir) {
  return ['server.ts', 'server.tsx'].map((f) => path.join(dir, 'src', f)).find((f) => fs.existsSync(f)) ?? null;
}

/** Where a build writes: dist/, or the deploy's staging folder (tools/deploy.mjs). */
const outDir = (dir) => (process.env.MALL_BUILD_OUT ? path.resolve(process.env.MALL_BUILD_OUT) : path.join(dir, 'dist'));

/** Our TypeScript and TSX (and @mall packages' sources) through swc, for the browser's or Node's targets. */
function sourceRule({ targets, react = {} }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules[\\/](?!@mall)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', ...react } } },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/** Folder of the server render inside a build (dist/server/render.mjs); the storefront server loads it from there. */
export const SERVER_RENDER_FILE = 'server/render.mjs';

/**
 * The server render of a frontend (docs/adr/0027): one self-contained ES module for Node,
 * `dist/server/render.mjs`, with its own React and libraries (no federation at run time on the server),
 * lazy pages inlined (one file to fetch) and styles left to the browser build.
 */
function serverConfig({ dir, name, entry }) {
  return {
    name: `${name}-server`,
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(outDir(dir), path.dirname(SERVER_RENDER_FILE)),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: false,
    },
    experiments: { outputModule: true },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['node', 'import', 'module', 'default'] },
    module: {
      rules: [sourceRule({ targets: 'node 20' })],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // Stylesheets are the browser build's: on the server an import of one is an empty module.
      new rspack.NormalModuleReplacementPlugin(/\.css$/, path.join(import.meta.dirname, 'federation/empty-module.mjs')),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.MALL_SQUAD_CHECK': JSON.stringify(process.env.MALL_SQUAD_CHECK ?? ''),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function browserConfig({ dir, name, exposes, host, table, shellRoutes }, argv) {
  {
    const dev = argv.mode !== 'production';
    const port = portOf(name);
    return {
      name,
      context: dir,
      mode: dev ? 'development' : 'production',
      // MALL_SOURCE_MAPS=1 (npm run bench:web): maps for the byte breakdown, unreferenced so no page ever loads them.
      devtool: dev ? 'cheap-module-source-map' : process.env.MALL_SOURCE_MAPS ? 'hidden-source-map' : false,
      entry: host ? { main: './src/index.ts' } : {},
      output: {
        // tools/deploy.mjs builds straight into a staging folder of the deploy root (never into a served one).
        path: outDir(dir),
        publicPath: host ? '/' : 'auto',
        uniqueName: `mall_${name}`,
        filename: dev ? '[name].js' : '[name].[contenthash:6].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:6].js',
        cssFilename: '[name].[contenthash:6].css',
        cssChunkFilename: '[name].[contenthash:6].css',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: esmFederationRuntime(),
      },
      module: {
        rules: [
          sourceRule({ targets: 'chrome >= 100, safari >= 15, samsung >= 18', react: { development: dev, refresh: dev && host } }),
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      optimization: { splitChunks: host ? { chunks: 'async' } : false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: host ? [path.join(dir, 'src/federation/runtime-plugin.ts')] : [],
          experiments: host
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : // Remotes never load other remotes themselves (fragments go through platform.loadRemote).
              { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        federationErrorTexts(),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
          // Test builds only (e2e/specs/shell/platform/squad-deploy.spec.ts): a remote adds its test-only page to its table.
          'process.env.MALL_SQUAD_CHECK': JSON.stringify(process.env.MALL_SQUAD_CHECK ?? ''),
        }),
        // Each remote's routes, guards, modals and contract ranges beside mf-manifest.json (docs/adr/0017).
        table && new RemoteDeclarationPlugin({ dir, name, table }),
        host && shellRoutes && new ShellDeclarationPlugin({ dir, routes: shellRoutes }),
        host && new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
        host && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
        dev && host && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        hot: host,
        liveReload: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: host ? [{ context: ['/api', '/media', '/sandbox'], target: `http://127.0.0.1:${API_PORT}` }] : [],
        client: { overlay: false },
        // The shell hands out its runtime config with the remotes on this run's ports (MALL_PORT_OFFSET) and
        // the declarations the remotes' dev servers write now (docs/adr/0017): a page added to a remote's
        // table shows after a reload, as after a deploy.
        setupMiddlewares: host
          ? (middlewares) => [
              {
                path: '/runtime-config.json',
                middleware: (_req, res) => {
                  const config = shiftRuntimeConfig(JSON.parse(fs.readFileSync(path.join(dir, 'public', 'runtime-config.json'), 'utf8')));
                  void devDeclarations(config).then((declarations) => {
                    res.setHeader('content-type', 'application/json');
                    res.setHeader('cache-control', 'no-cache');
                    res.end(JSON.stringify({ ...config, declarations }));
                  });
                },
              },
              ...middlewares,
            ]
          : undefined,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }
}
