// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.tmp/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The web app: hooks rules, browser globals, and the import direction of DESIGN.md §3:
  // shared (lib, components, locales) ← features ← app, and no feature reaches into another.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/(components|lib|hooks|locales|test)' },
        { type: 'entry', pattern: 'apps/web/src/*.{ts,tsx}', mode: 'file' },
      ],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every schema registers itself when its file loads, so the bundler keeps whatever the
      // index re-exports: by domain, a page downloads only the schemas it uses.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@miaoyu/contracts',
              message: 'Import by domain: @miaoyu/contracts/chat, /user, /knowledge…',
            },
          ],
        },
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'entry', allow: ['app', 'shared', 'feature'] },
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: [['feature', { feature: '${from.feature}' }], 'shared'] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
    },
  },
  // The visitor chat and the embed loader are small bundles of their own (DESIGN.md §7): Preact,
  // contracts' types but not zod at run time, the studio's pure helpers (Markdown's, the answer's
  // rules and typing dots), and nothing the WeChat in-app browser lacks.
  {
    files: ['apps/web/src/visitor/**/*.{ts,tsx}', 'apps/web/src/embed/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@miaoyu/contracts',
              message: 'Import by domain, types only: the index loads every schema.',
            },
            { name: 'zod', allowTypeImports: true, message: 'Types only: zod is too big here.' },
          ],
          patterns: [
            {
              regex: '^@miaoyu/contracts/(?!constants$|bot-constants$|chat-files$|dates$)',
              allowTypeImports: true,
              message:
                'Types only: it loads zod. Constants come from @miaoyu/contracts/bot-constants and chat-files.',
            },
            {
              regex:
                '^(react|react-dom|preact/compat|@arco-design|i18next|react-i18next|@tanstack|zustand)(/|$)',
              message: 'The visitor chat is Preact without the studio libraries.',
            },
            {
              regex:
                '^@/(?!components/markdown/(sanitize|blocks)$|components/answer/(rules|TypingDots\\.module\\.css)$|embed/protocol$)',
              message: 'Only pure helpers of the studio: the rest pulls React and Arco in.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'structuredClone', message: 'Missing in older in-app browsers.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'Segmenter', message: 'Missing in older in-app browsers.' },
      ],
    },
  },
  // Answers are typed, not parsed again (the server sent them through their schema): a parse
  // would bring zod onto every page that only shows data. An awaited request anywhere; in a
  // feature's `api/` folder, also its usual names for an answer already read.
  ...[
    { files: ['apps/web/src/**/*.{ts,tsx}'], names: [] },
    { files: ['apps/web/src/**/api/*.ts', 'apps/web/src/lib/*.ts'], names: ['data', 'answer'] },
  ].map(({ files, names }) => ({
    files,
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "AwaitExpression.arguments > CallExpression.argument[callee.object.name='api']",
          "AwaitExpression.arguments > CallExpression.argument[callee.name='getFirst']",
          ...names.map((name) => `Identifier.arguments[name='${name}']`),
        ].map((answer) => ({
          selector: `CallExpression[callee.property.name=/^(parse|safeParse)$/][callee.object.name=/Schema$/] > ${answer}`,
          message:
            'Type the answer with answerOf<typeof xSchema>(…) from @/lib/answer: the server already sent it through its schema.',
        })),
      ],
    },
  })),
  // The server: modules talk to infrastructure through plugins, never to each other's repos.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@miaoyu/web'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  // The server's import direction (DESIGN.md §3): a module's index.ts is its public face, and
  // another module, or app.ts, imports nothing else of it; plugins, lib/ and db/ import no module.
  // Tests are left out: they may set up a world through another module's repos and services.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'infrastructure', pattern: 'apps/server/src/(plugins|lib|db)', capture: ['part'] },
        { type: 'entry', pattern: 'apps/server/src/*.ts', mode: 'file' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['infrastructure'],
              disallow: ['module'],
              message:
                'Plugins, lib/ and db/ import no module: move what they share down into them (DESIGN.md §3).',
            },
          ],
        },
      ],
      // The last rule that matches decides.
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['module'],
              disallow: '**',
              message:
                "Another module is imported through its index.ts ('modules/${target.module}'), which says what it offers.",
            },
            { target: ['module'], allow: 'index.ts' },
          ],
        },
      ],
    },
  },
  // SQL lives in repos (DESIGN.md §3): elsewhere the query builder and the tables are types only.
  {
    files: ['apps/server/src/{modules,plugins,lib}/**/*.ts'],
    ignores: [
      'apps/server/src/**/*repo.ts',
      'apps/server/src/**/*.test.ts',
      // Conditions for repos to build queries with, not queries.
      'apps/server/src/modules/conversation/owner.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message: 'SQL lives in repos (*.repo.ts or repo.ts): call one.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message: 'SQL lives in repos (*.repo.ts or repo.ts): import the tables there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@miaoyu/server', '@miaoyu/web'],
              message: 'contracts depend on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
