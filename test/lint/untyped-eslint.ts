import { ESLint } from 'eslint';

/**
 * The project's lint configuration without the TypeScript programs: for tests of rules that read syntax (imports,
 * literals, calls), each lint then takes milliseconds. The rules that read types are off: the untranslated-text rule
 * reads literal types, the promise rule return types.
 */
export const untypedEslint = () =>
  new ESLint({
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', 'lingui/no-unlocalized-strings': 'off' },
    },
  });
