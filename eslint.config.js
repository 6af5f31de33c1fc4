import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Import boundaries from ARCHITECTURE.md, enforced with regexes on the import path. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (regex, message) => ({ regex, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'screenshots/**', 'src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // No import circle in the product (ADR 0065): a module's imports are all evaluated before it, so a circle leaves someone reading undefined.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([
        layer('(^|/)(server|db|adapters|domain)(/|$)', 'web imports only shared/ and web/: no server, db, adapters or domain code in the browser.'),
      ]),
    },
  },
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      layer('(^|/)(server|db|adapters|domain)(/|$)', 'web imports only shared/ and web/.'),
      layer(
        `^(?:\\.\\./)+(?:features/)?(?:${features.filter((f) => f !== feature).join('|')})(/|$)`,
        'Features never import each other; combine them in web/app.',
      ),
      layer('^(?:\\.\\./)+app(/|$)', 'Features do not import the app layer; the app layer imports features.'),
    ]),
  })),
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([layer('(^|/)(server|db|adapters|domain|web)(/|$)', 'shared/ depends on nothing else in src/.')]),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict([layer('(^|/)(server|db|adapters|web)(/|$)', 'domain/ is pure: it imports only shared/ and libraries, no I/O.')]),
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: restrict([layer('(^|/)(server|db|web|domain)(/|$)', 'adapters/ depend only on shared/ and their vendor SDK.')]),
  },
  {
    files: ['src/db/**/*.ts'],
    rules: restrict([layer('(^|/)(server|adapters|web)(/|$)', 'db/ is used by server/; it does not reach back.')]),
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', '*.config.ts', '*.config.js'],
    rules: { 'no-console': 'off' },
  },
);
