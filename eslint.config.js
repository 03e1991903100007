import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-catalog', 'mfe-exhibit', 'mfe-mypage', 'mfe-order', 'mfe-cs-center'];
const FRONTENDS = ['shell', ...REMOTES];

const featuresOf = (remote) => {
  const dir = path.join(remote, 'src/features');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory()) : [];
};

/**
 * Boundaries from docs/adr/0011 (domain ownership), enforced here rather than in review: no frontend imports
 * another frontend's or mall-api's source (fragments come through federation), and no feature
 * imports another feature of its own remote.
 */
const zones = [
  ...FRONTENDS.map((target) => ({
    target: `./${target}`,
    from: [...FRONTENDS.filter((f) => f !== target).map((f) => `./${f}`), './mall-api'],
    message: 'Frontends meet only through Module Federation and shared-contracts.',
  })),
  { target: './mall-api', from: FRONTENDS.map((f) => `./${f}`), message: 'mall-api never imports frontend code.' },
  // The seed sits above mall-api's domains (docs/adr/0024): it may import their constants, never the reverse.
  {
    target: ['./mall-api/src/plugins', './mall-api/src/routes'],
    from: './mall-api/src/db/seed',
    message: 'Plugins and routes do not import the demo seed; shared constants live with the domain that owns them and the seed imports them.',
  },
  {
    target: './shared-contracts',
    from: [...FRONTENDS.map((f) => `./${f}`), './mall-api', './shared-ui'],
    message: 'shared-contracts depends on nothing of ours.',
  },
  ...REMOTES.flatMap((remote) =>
    featuresOf(remote).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature; only routes combine features.',
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'mall-api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      'deploy-root/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    settings: { 'import/ignore': ['node_modules'], 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },
  {
    // A page shows its load through QueryView (docs/adr/0025): no hand-rolled failure or not-found panel, and a
    // spinner only as a Suspense fallback. The platform frames and mutations in flight say why they differ.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='LoadError']", message: 'Show a failed load with QueryView (@mall/shared-ui/query-view).' },
        { selector: "CallExpression[callee.name='isNotFoundError']", message: "A 404 is QueryView's notFound (@mall/shared-ui/query-view)." },
        {
          selector: "JSXElement[openingElement.name.name='Loading']:not(JSXAttribute[name.name='fallback'] JSXElement)",
          message: "Show a page's loading with QueryView (@mall/shared-ui/query-view); <Loading /> only as a Suspense fallback.",
        },
      ],
    },
  },
  {
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import routing from @mall/shared-ui: it carries the one router of the page (docs/adr/0002).' }] },
      ],
    },
  },
);
