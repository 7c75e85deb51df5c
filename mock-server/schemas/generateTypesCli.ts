import { writeResolverTypes } from './generateResolverTypes.ts';
import { writeGeneratedTypes } from './generateTypes.ts';

await writeGeneratedTypes();
for (const output of await writeResolverTypes()) console.log(`mock:types wrote ${output}`);
