import { writeGeneratedTypes } from './generateTypes.ts';

await writeGeneratedTypes();
