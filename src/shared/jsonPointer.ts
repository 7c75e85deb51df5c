// JSON pointers (RFC 6901), as the gallery names a value of a config or locale file and the edit endpoints find it:
// '/a~1b/0' is the item 0 of the key "a/b".

/** The pointer of these keys and indexes: ('features', 'a/b', 0) → '/features/a~1b/0'. */
export const pointer = (...parts: (string | number)[]) =>
  parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The keys and indexes of a pointer, as strings: '/a~1b/0' → ['a/b', '0']. */
export const pointerParts = (pointer: string): string[] => {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new TypeError(`"${pointer}" is not a JSON pointer: it starts with "/".`);
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
};
