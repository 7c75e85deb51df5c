/**
 * Refuses documents nested deeper than LIMITS.nesting (braces, brackets, parentheses) before graphql parses them.
 * The parser, validation and coercion recurse once per level: a list literal 3,000 brackets deep (within the token
 * limit) overflowed the stack, answered as an unexpected error, 500 (found by tests/mock-server/fuzz-shapes.test.ts).
 * Counted with graphql's own lexer, which does not recurse; a lexing error is left to the parser to report.
 */
import { Lexer, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlError } from '../base/graphqlError.ts';

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The deepest nesting of the document, or stops counting once it passes `limit`. */
export function nestingDepth(text: string, limit: number): number {
  const lexer = new Lexer(new Source(text));
  let depth = 0;
  let deepest = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF && deepest <= limit; token = lexer.advance()) {
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (CLOSING.has(token.kind)) depth -= 1;
    }
  } catch {
    // A syntax error: the parser reports it.
  }
  return deepest;
}

export const useNestingLimit = (limit: number): Plugin => ({
  onParse({ params, setParseFn }) {
    const text = typeof params.source === 'string' ? params.source : params.source.body;
    if (nestingDepth(text, limit) <= limit) return;
    setParseFn(() => {
      throw graphqlError(`Syntax Error: Nesting limit of ${limit} exceeded.`, 'GRAPHQL_PARSE_FAILED');
    });
  },
});
