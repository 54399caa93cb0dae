import tseslint from 'typescript-eslint';

// One lint setup for every package; formatting is prettier's job (.prettierrc.json).
export default tseslint.config(
  { ignores: ['**/dist/**', '**/build/**', '**/node_modules/**', 'data/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
);
