import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The fuzz test compares a digest of the whole table after each route, so it runs fastest on the freshest table:
 * it goes first, and the other files keep Vitest's own order (slowest or largest first).
 */
export default class FuzzFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFuzz = (f: TestSpecification) => f.moduleId.endsWith('/test/api/fuzz.test.ts');
    return [...sorted.filter(isFuzz), ...sorted.filter((f) => !isFuzz(f))];
  }
}
