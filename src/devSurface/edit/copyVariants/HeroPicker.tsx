// The copy variant's picture: one config already shows (other variants' and the screens'), with its alt text and
// crop, chosen by name.
import type { HeroImage } from '../../../config/configImages.ts';
import type { VariantsConfig } from '../../../config/__generated__/variants.ts';
import { screenHeroes } from '../../entries/routeEntries.ts';
import type { CopyVariantFiles } from './copyVariantEdits.ts';

function knownHeroes(files: CopyVariantFiles | undefined): HeroImage[] {
  if (!files) return [];
  const variants = files.variants.value as VariantsConfig;
  return [...Object.values(variants.copyVariants).flatMap(({ hero }) => (hero ? [hero] : [])), ...screenHeroes()]
    .filter((hero, i, all) => all.findIndex((other) => other.image === hero.image) === i)
    .sort((a, b) => a.image.localeCompare(b.image));
}

interface HeroPickerProps {
  files: CopyVariantFiles | undefined;
  hero: HeroImage | undefined;
  onChange: (hero: HeroImage | undefined) => void;
}

export function HeroPicker({ files, hero: chosen, onChange }: HeroPickerProps) {
  const heroes = knownHeroes(files);
  return (
    <label className="ds-field">
      Picture
      <select
        value={chosen?.image ?? ''}
        onChange={(e) => onChange(heroes.find((hero) => hero.image === e.target.value))}
      >
        <option value="">No picture</option>
        {heroes.map((hero) => (
          <option key={hero.image}>{hero.image}</option>
        ))}
      </select>
    </label>
  );
}
