// fast-check arbitraries of what a visitor (or an attacker) may type or paste: any alphabet, combining marks, control
// and bidirectional characters, zero-width and odd spaces, emoji (surrogate pairs, joiners), a lone surrogate,
// markup, and lengths around and far beyond the fields' limits.
import fc from 'fast-check';

const CHARACTERS = [
  ...'aZé߯ŁΓЖ中ʼ0 9',
  '\u0301', // a combining acute accent
  '\t',
  '\n',
  '\u00A0', // no-break space
  '\u2028', // line separator
  '\u3000', // ideographic space
  '\uFEFF', // byte order mark
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\u202E', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  ...`'’-._@+<>"&/\\`,
  '😀',
  '👩‍👩‍👧',
  '\uD800', // a lone surrogate
];

/** One character (or grapheme) a visitor could type or paste. */
export const hostileCharacter = fc.constantFrom(...CHARACTERS);

/** A short text of hostile characters, or any text at all. */
const shortText = fc.oneof(
  fc.string({ unit: hostileCharacter, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** A piece repeated to a length around a field's limit, or far past it. */
const longText = fc
  .tuple(fc.string({ unit: hostileCharacter, minLength: 1, maxLength: 3 }), fc.integer({ min: 15, max: 400 }))
  .map(([piece, times]) => piece.repeat(times));

/** Markup and script payloads, as an attacker would paste them. */
export const MARKUP_PAYLOADS = [
  '<img src=x onerror=window.__pwned=1>',
  '"><script>window.__pwned=1</script>',
  "'><svg onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
];

/** Anything a field may receive: hostile characters, any text, markup, or 100,000 characters. */
export const hostileText = fc.oneof(
  { arbitrary: shortText, weight: 4 },
  { arbitrary: longText, weight: 2 },
  { arbitrary: fc.constantFrom(...MARKUP_PAYLOADS), weight: 1 },
  { arbitrary: fc.constant('a'.repeat(100_000)), weight: 1 },
);

/** Spaces of any kind a paste may carry around a value. */
const around = fc.string({ unit: fc.constantFrom(' ', '\t', '\u00A0', '\u3000', '\uFEFF', '\n'), maxLength: 3 });

/** A name: mostly letters of European alphabets with spaces, hyphens and apostrophes; sometimes anything. */
export const nameLike = fc.oneof(
  fc
    .tuple(around, fc.string({ unit: fc.constantFrom(..."AaéŁßΓЖ '’-", '\u0301'), maxLength: 70 }), around)
    .map(([before, name, after]) => before + name + after),
  hostileText,
);

/** An e-mail address: valid ones, upper-cased, with spaces around, lengthened past 254, or broken by a character. */
export const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.tuple(around, fc.emailAddress(), around).map(([before, email, after]) => before + email.toUpperCase() + after),
  fc.tuple(fc.emailAddress(), fc.integer({ min: 1, max: 260 })).map(([email, n]) => 'a'.repeat(n) + email),
  fc
    .tuple(fc.emailAddress(), hostileCharacter, fc.nat())
    .map(([email, c, at]) => email.slice(0, at % email.length) + c + email.slice(at % email.length)),
  hostileText,
);
