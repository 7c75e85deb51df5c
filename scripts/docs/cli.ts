// npm run docs — writes the generated sections of the docs pages (block types, QA scenarios). Generated docs are
// committed, because people read them on the web; a unit test fails when one is stale.
import { writeFileSync } from 'node:fs';
import { GENERATED_SECTIONS, regenerated } from './generatedSections.ts';

for (const { page, section, render } of GENERATED_SECTIONS) {
  writeFileSync(page, await regenerated(page, section, render));
  console.log(`docs: ${page} (${section})`);
}
