/** npm run mock:scenarios — the catalogue as a table in the terminal (docs/qa-scenarios.md has it with descriptions). */
import { loadScenarioCatalogue } from './catalogue.ts';
import { renderText } from './table.ts';

const { scenarios, socialScenarios } = loadScenarioCatalogue();
console.log(`${renderText(scenarios)}\n\n${scenarios.length} scenarios. Header for tools: X-Mock-Scenario: <id>.`);
console.log(
  `${socialScenarios.length} social sign-in cases at the mock providers: docs/qa-scenarios.md (Social sign-in).`,
);
