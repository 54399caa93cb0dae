// First-start data of the judge: the language table and the sample problems. Idempotent.
import type { Database } from '../../db/index.js';
import { seedLanguages } from '../language/repo.js';
import { seedSampleProblems } from './samples.js';
import type { TestDataBlobs } from './testdata/store.js';

export async function seedJudgeData(database: Database, blobs: TestDataBlobs) {
  const languages = await seedLanguages(database);
  const problems = await seedSampleProblems(database, blobs);
  return { languages, problems };
}
