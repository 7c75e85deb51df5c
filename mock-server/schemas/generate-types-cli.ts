import { writeGeneratedTypes } from './generate-types.ts';

await writeGeneratedTypes();
