// What adding a copy variant reads first: the variants, the mock's catalogue and each language's copy texts.
import { useEffect, useState } from 'react';
import { readValues, sentenceOf } from '../protocol/editApi.ts';
import { copyVariantReads, type CopyVariantFiles } from './copyVariantEdits.ts';

/** The files once read (undefined until then); a refused read is told through `onRefused` (keep it stable). */
export function useCopyVariantFiles(languages: string[], basePath: string, onRefused: (sentence: string) => void) {
  const [files, setFiles] = useState<CopyVariantFiles>();
  useEffect(() => {
    let current = true;
    readValues(copyVariantReads(languages)).then(
      ([variants, catalogue, ...copies]) =>
        current && setFiles({ variants: variants!, catalogue: catalogue!, copies, languages, basePath }),
      (error: unknown) => current && onRefused(sentenceOf(error)),
    );
    return () => void (current = false);
  }, [languages, basePath, onRefused]);
  return files;
}
